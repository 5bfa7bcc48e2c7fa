export { CloseButton } from './CloseButton';
export { Portal } from './Portal';
export { tabbableIn } from './focusable';
export { useModalLayer } from './useModalLayer';
export { renderAnchor } from './renderLink';
export type { LinkRenderProps, RenderLink } from './renderLink';
export { assignRef } from './assignRef';
export { useBackdropDismiss } from './useBackdropDismiss';
