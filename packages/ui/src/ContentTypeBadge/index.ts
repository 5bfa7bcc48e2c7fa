export { ContentTypeBadge, useContentTypeLabel } from './ContentTypeBadge';
export type { ContentTypeBadgeProps } from './ContentTypeBadge';
