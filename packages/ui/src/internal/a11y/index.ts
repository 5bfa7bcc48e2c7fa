// Internal accessibility helpers: not exported from the package.
export { VisuallyHidden, visuallyHidden } from './visuallyHidden';
export { minTarget } from './targetSize';
export { canHover } from './hover';
export { announce, clearAnnouncement, ensureAnnouncer } from './liveAnnouncer';
