import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Drawer } from '../Drawer';
import { renderAnchor, type RenderLink } from '../internal/link';
import { useUiMessages } from '../messages';
import { NavLinks, type PublicNavItem } from './NavLinks';
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
import { HeaderInner, HeaderNav, Main } from './PublicLayout.styles';

export interface PublicLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The tenant's logo, usually a link to the home page. */
  logo?: ReactNode;
  /** Main navigation links, each with `aria-current` when it is the current page. */
  navItems?: PublicNavItem[];
  /** Custom navigation content instead of `navItems`, placed inside the layout's `<nav>`. */
  nav?: ReactNode;
  /** The language switcher. In the drawer on phones. */
  languageSwitcher?: ReactNode;
  /** A sign-in button, or the signed-in user's menu. Stays in the header on phones. */
  userMenu?: ReactNode;
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
   * Forces the phone arrangement (navigation in a drawer). Otherwise it applies when the
   * layout is narrower than `breakpoint.md`.
   * @default false
   */
  isCompact?: boolean;
  /**
   * Renders navigation links, e.g. with the app router's Link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page shell for visitors: a header with logo, navigation, language switcher and
 * sign-in, the page, and a footer. On phones the navigation moves into a drawer.
 */
export function PublicLayout({
  logo,
  navItems,
  nav,
  languageSwitcher,
  userMenu,
  children,
  footer,
  mainId,
  isCompact = false,
  renderLink = renderAnchor,
  ...rest
}: PublicLayoutProps) {
  const { messages } = useUiMessages();
  const id = useMainId(mainId);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);
  const hasNav = Boolean(nav || navItems?.length);
  const navContent = (isVertical: boolean) =>
    nav ?? <NavLinks items={navItems ?? []} renderLink={renderLink} isVertical={isVertical} />;

  return (
    <LayoutRoot data-layout="public" data-compact={isCompact || undefined} {...rest}>
      <SkipLink targetId={id} label={messages.publicLayoutSkipLink} />
      <Header>
        <HeaderInner>
          {hasNav && (
            <MenuButton
              label={messages.publicLayoutMenuButton}
              isExpanded={isMenuOpen}
              onClick={() => setIsMenuOpen(true)}
            />
          )}
          {logo && <Logo>{logo}</Logo>}
          {hasNav && (
            <HeaderNav aria-label={messages.publicLayoutNavLabel}>{navContent(false)}</HeaderNav>
          )}
          <HeaderEnd>
            {languageSwitcher && <WideOnly>{languageSwitcher}</WideOnly>}
            {userMenu}
          </HeaderEnd>
        </HeaderInner>
      </Header>
      <Main id={id} tabIndex={-1}>
        {children}
      </Main>
      {footer && (
        <Footer>
          <FooterInner>{footer}</FooterInner>
        </Footer>
      )}
      <Drawer isOpen={isMenuOpen} onClose={closeMenu} title={messages.publicLayoutMenuButton}>
        <CloseOnNavigate onNavigate={closeMenu}>
          <nav aria-label={messages.publicLayoutNavLabel}>{navContent(true)}</nav>
        </CloseOnNavigate>
        {languageSwitcher && <DrawerSection>{languageSwitcher}</DrawerSection>}
      </Drawer>
    </LayoutRoot>
  );
}
