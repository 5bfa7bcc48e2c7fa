export { LearnLayout } from './LearnLayout';
export type { LearnLayoutProps } from './LearnLayout';
