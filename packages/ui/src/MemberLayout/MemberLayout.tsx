import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Drawer } from '../Drawer';
import { renderAnchor, type RenderLink } from '../internal/link';
import { useUiMessages } from '../messages';
import {
  CloseOnNavigate,
  DrawerSection,
  Footer,
  FooterInner,
  Header,
  HeaderEnd,
  LayoutRoot,
  Logo,
  MenuButton,
  SkipLink,
  useMainId,
  WideOnly,
} from '../internal/layout';
import { Body, HeaderInner, Main, MainInner, Sidebar } from './MemberLayout.styles';
import { MemberNav, type MemberNavSection } from './MemberNav';

export interface MemberLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The tenant's logo, usually a link to the member home page. */
  logo?: ReactNode;
  /** The signed-in user's menu. Stays in the header on phones. */
  userMenu?: ReactNode;
  /** The language switcher. In the drawer on phones. */
  languageSwitcher?: ReactNode;
  /** Side navigation: headed sections of links (Belajar, Tim, Grup, Akun). */
  sections: MemberNavSection[];
  /** The page content. */
  children: ReactNode;
  /** Page footer content; rendered in the page's `<footer>`. */
  footer?: ReactNode;
  /**
   * Id of the main element, the skip link's target.
   * @default a generated id
   */
  mainId?: string;
  /**
   * Forces the phone arrangement (side navigation in a drawer). Otherwise it applies when
   * the layout is narrower than `breakpoint.md` (768px).
   * @default false
   */
  isCompact?: boolean;
  /**
   * Renders navigation links, e.g. with the app router's Link:
   * `({ href, ...rest }) => <Link to={href} {...rest} />`.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page shell for signed-in members: a header with logo, language switcher and user
 * menu, side navigation in sections, and the page. Under `breakpoint.md` the side
 * navigation moves into a drawer opened from a menu button in the header.
 */
export function MemberLayout({
  logo,
  userMenu,
  languageSwitcher,
  sections,
  children,
  footer,
  mainId,
  isCompact = false,
  renderLink = renderAnchor,
  ...rest
}: MemberLayoutProps) {
  const { messages } = useUiMessages();
  const id = useMainId(mainId);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);
  const navLabel = messages.memberLayoutNavLabel;

  return (
    <LayoutRoot data-layout="member" data-compact={isCompact || undefined} {...rest}>
      <SkipLink targetId={id} label={messages.memberLayoutSkipLink} />
      <Header>
        <HeaderInner>
          <MenuButton
            label={messages.memberLayoutMenuButton}
            isExpanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
          />
          {logo && <Logo>{logo}</Logo>}
          <HeaderEnd>
            {languageSwitcher && <WideOnly>{languageSwitcher}</WideOnly>}
            {userMenu}
          </HeaderEnd>
        </HeaderInner>
      </Header>
      <Body>
        <Sidebar>
          <MemberNav {...{ sections, renderLink }} label={navLabel} headingLevel={2} />
        </Sidebar>
        <Main id={id} tabIndex={-1}>
          <MainInner>{children}</MainInner>
        </Main>
      </Body>
      {footer && (
        <Footer>
          <FooterInner>{footer}</FooterInner>
        </Footer>
      )}
      <Drawer isOpen={isMenuOpen} onClose={closeMenu} title={messages.memberLayoutMenuButton}>
        <CloseOnNavigate onNavigate={closeMenu}>
          <MemberNav {...{ sections, renderLink }} label={navLabel} headingLevel={3} />
        </CloseOnNavigate>
        {languageSwitcher && <DrawerSection>{languageSwitcher}</DrawerSection>}
      </Drawer>
    </LayoutRoot>
  );
}
