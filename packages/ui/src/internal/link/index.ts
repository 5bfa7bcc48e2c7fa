// Internal link helpers. `RenderLink`/`LinkRenderProps` are public (re-exported by CourseCard).
export { LinkOrAnchor, renderAnchor } from './link';
export type { LinkOrAnchorProps, LinkRenderProps, RenderLink } from './link';
export { StretchedLink, stretchedCard } from './stretchedLink';
export { safeHref } from './safeHref';
