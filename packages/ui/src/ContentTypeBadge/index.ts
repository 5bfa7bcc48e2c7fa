export { ContentTypeBadge, useContentTypeLabel } from './ContentTypeBadge';
export type { ContentTypeBadgeProps } from './ContentTypeBadge';
export { DRAWN_CONTENT_TYPES, type DrawnContentType } from './contentTypes';
