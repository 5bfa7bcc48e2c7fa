// Internal pieces shared by the page layouts: not exported from the package.
export { CloseOnNavigate } from './CloseOnNavigate';
export { MenuButton } from './MenuButton';
export { compactOnly, layoutContainer, whenCompact, wideOnly } from './responsive';
export {
  DrawerSection,
  Footer,
  FooterInner,
  Header,
  HeaderEnd,
  LayoutRoot,
  Logo,
  WideOnly,
} from './shell.styles';
export { SkipLink } from './SkipLink';
export { useMainId } from './useMainId';
