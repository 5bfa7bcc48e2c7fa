import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useUiMessages } from '../messages';
import { Current, EllipsisButton, Item, List, Nav } from './Breadcrumb.styles';
import { MoreIcon } from '../internal/icons';

export interface BreadcrumbItem {
  /** Text of the level. */
  label: string;
  /** Where the level links to; without it the level is plain text. Ignored on the last. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  children: ReactNode;
}

export interface BreadcrumbProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The path from the top level to the current page, which comes last. */
  items: BreadcrumbItem[];
  /**
   * Renders a level's link, so the app can use its router without ui knowing it:
   * `renderLink={({ href, children }) => <RouterLink to={href}>{children}</RouterLink>}`.
   * @default a plain `<a href>`
   */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
  /**
   * Accessible name of the `<nav>`.
   * @default the built-in `breadcrumbLabel` label ("Jejak navigasi" / "Breadcrumb")
   */
  label?: string;
  /**
   * Accessible name of the button that shows the collapsed middle levels.
   * @default the built-in `breadcrumbExpand` label
   */
  expandLabel?: string;
  /** Forwarded to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

const defaultLink = ({ href, children }: BreadcrumbLinkProps) => <a href={href}>{children}</a>;

/** More than this many levels collapse their middle when the breadcrumb is narrow. */
const COLLAPSE_FROM = 4;

/**
 * Where the current page sits: nav > ol > li, the last level marked `aria-current="page"`.
 * Narrower than the `sm` breakpoint, the middle levels fold into a button that unfolds them.
 */
export function Breadcrumb({
  items,
  renderLink = defaultLink,
  label,
  expandLabel,
  ...rest
}: BreadcrumbProps) {
  const { messages } = useUiMessages();
  const [isExpanded, setIsExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const shouldFocus = useRef(false);
  const canCollapse = items.length >= COLLAPSE_FROM && !isExpanded;

  // The button disappears when pressed: put focus on the first level it revealed.
  useEffect(() => {
    if (!isExpanded || !shouldFocus.current) return;
    shouldFocus.current = false;
    listRef.current?.querySelector<HTMLElement>('[data-middle] a, [data-middle] [href]')?.focus();
  }, [isExpanded]);

  const expand = () => {
    shouldFocus.current = true;
    setIsExpanded(true);
  };

  return (
    <Nav aria-label={label ?? messages.breadcrumbLabel} {...rest}>
      <List ref={listRef}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          const isMiddle = index > 0 && !isLast;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {canCollapse && index === 1 && (
                <Item data-ellipsis="">
                  <EllipsisButton
                    type="button"
                    aria-label={expandLabel ?? messages.breadcrumbExpand}
                    onClick={expand}
                  >
                    <MoreIcon />
                  </EllipsisButton>
                </Item>
              )}
              <Item
                data-middle={isMiddle ? '' : undefined}
                data-collapsible={canCollapse && isMiddle ? '' : undefined}
              >
                {isLast ? (
                  <Current aria-current="page">{item.label}</Current>
                ) : item.href !== undefined ? (
                  renderLink({ href: item.href, children: item.label })
                ) : (
                  <span>{item.label}</span>
                )}
              </Item>
            </Fragment>
          );
        })}
      </List>
    </Nav>
  );
}
