export { PageSection } from './PageSection';
export type { PageSectionHeadingLevel, PageSectionProps } from './PageSection';
