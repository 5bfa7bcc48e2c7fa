export { MemberLayout } from './MemberLayout';
export type { MemberLayoutProps } from './MemberLayout';
export type { MemberNavItem, MemberNavSection } from './MemberNav';
