import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Drawer } from '../Drawer';
import { CloseOnNavigate, SkipLink, useMainId } from '../internal/layout';
import type { RenderLink } from '../internal/link';
import {
  BackLink,
  BackText,
  Body,
  CourseTitle,
  Footer,
  Header,
  Main,
  MainInner,
  Progress,
  Root,
  Sidebar,
  SidebarTitle,
  ToggleCompact,
  ToggleText,
  ToggleWide,
} from './LearnLayout.styles';
import { BackIcon, OutlineIcon } from './icons';

export interface LearnLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The course being learned, shown in the header on every content. */
  courseTitle: ReactNode;
  /** Where "back" leads, e.g. the learner's page of this course. */
  backHref: string;
  /** Text of the back link, e.g. "Kembali ke kursus". Hidden (still read) on phones. */
  backLabel: string;
  /** The course progress in the header, e.g. a small `ProgressIndicator`. */
  progress?: ReactNode;
  /**
   * The course outline (e.g. `CourseOutline`): a column beside the content on wide screens,
   * a drawer on phones. Without it there is no column and no outline button.
   */
  outline?: ReactNode;
  /** Name of the outline: its navigation landmark, its heading and its buttons ("Daftar materi"). */
  outlineLabel: string;
  /** Text of the link that skips to the content, e.g. "Lewati ke konten". */
  skipLinkLabel: string;
  /** The content being learned; its `<h1>` comes from here. */
  children: ReactNode;
  /** A bar under the content, kept in view: previous/next (`LearnPager`). */
  footer?: ReactNode;
  /** Changing it scrolls the content back to the top (pass the content's id). */
  scrollKey?: string | number;
  /**
   * Id of the main element, the skip link's target.
   * @default a generated id
   */
  mainId?: string;
  /**
   * Forces the phone arrangement (outline in a drawer). Otherwise it applies when the layout
   * is narrower than `breakpoint.md` (768px).
   * @default false
   */
  isCompact?: boolean;
  /**
   * Renders the back link with the app's router link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The whole screen of the course player: a header with the way back, the course and its
 * progress; the outline beside the content (a drawer on phones, hideable on wide screens);
 * and a bar for previous/next kept under the content. The content scrolls on its own, so
 * the header, outline and bar stay where the learner left them.
 */
export function LearnLayout({
  courseTitle,
  backHref,
  backLabel,
  progress,
  outline,
  outlineLabel,
  skipLinkLabel,
  children,
  footer,
  scrollKey,
  mainId,
  isCompact = false,
  renderLink,
  ...rest
}: LearnLayoutProps) {
  const id = useMainId(mainId);
  const sidebarId = useId();
  const sidebarTitleId = useId();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isSidebarHidden, setIsSidebarHidden] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const closeDrawer = () => setIsDrawerOpen(false);

  useEffect(() => {
    mainRef.current?.scrollTo?.({ top: 0 });
  }, [scrollKey]);

  const hasOutline = outline !== undefined && outline !== null;
  return (
    <Root data-layout="learn" data-compact={isCompact || undefined} {...rest}>
      <SkipLink targetId={id} label={skipLinkLabel} />
      <Header>
        <BackLink href={backHref} renderLink={renderLink}>
          <BackIcon />
          <BackText>{backLabel}</BackText>
        </BackLink>
        <CourseTitle>{courseTitle}</CourseTitle>
        {progress && <Progress>{progress}</Progress>}
        {hasOutline && (
          <>
            <ToggleWide
              type="button"
              aria-expanded={!isSidebarHidden}
              aria-controls={sidebarId}
              onClick={() => setIsSidebarHidden((hidden) => !hidden)}
            >
              <OutlineIcon />
              <ToggleText>{outlineLabel}</ToggleText>
            </ToggleWide>
            <ToggleCompact
              type="button"
              aria-haspopup="dialog"
              aria-expanded={isDrawerOpen}
              onClick={() => setIsDrawerOpen(true)}
            >
              <OutlineIcon />
              <ToggleText>{outlineLabel}</ToggleText>
            </ToggleCompact>
          </>
        )}
      </Header>
      <Body>
        {/* The content comes first in reading order, so its h1 is the first heading a screen
            reader meets; the outline, a named navigation landmark, follows it and is still
            drawn on the left. */}
        <Main id={id} ref={mainRef} tabIndex={-1}>
          <MainInner>{children}</MainInner>
        </Main>
        {hasOutline && (
          <Sidebar id={sidebarId} aria-labelledby={sidebarTitleId} hidden={isSidebarHidden}>
            <SidebarTitle id={sidebarTitleId}>{outlineLabel}</SidebarTitle>
            {outline}
          </Sidebar>
        )}
      </Body>
      {footer && <Footer>{footer}</Footer>}
      {hasOutline && (
        <Drawer isOpen={isDrawerOpen} onClose={closeDrawer} title={outlineLabel}>
          <CloseOnNavigate onNavigate={closeDrawer}>
            <nav aria-label={outlineLabel}>{outline}</nav>
          </CloseOnNavigate>
        </Drawer>
      )}
    </Root>
  );
}
