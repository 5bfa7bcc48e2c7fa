export { PublicLayout } from './PublicLayout';
export type { PublicLayoutProps } from './PublicLayout';
export type { PublicNavItem } from './NavLinks';
