export { InformationalLayout } from './InformationalLayout';
export type { InformationalLayoutProps } from './InformationalLayout';
