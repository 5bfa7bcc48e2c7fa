export { CloseButton } from './CloseButton';
export { Portal } from './Portal';
export { tabbableIn } from './focusable';
export { useModalLayer } from './useModalLayer';
export { assignRef } from './assignRef';
export { useBackdropDismiss } from './useBackdropDismiss';
export { useModalShell } from './useModalShell';
export type { ModalShellOptions } from './useModalShell';
