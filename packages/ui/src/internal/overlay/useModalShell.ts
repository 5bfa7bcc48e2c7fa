import { useCallback, useRef, type Ref, type RefObject } from 'react';
import { assignRef } from './assignRef';
import { useBackdropDismiss } from './useBackdropDismiss';
import { useModalLayer } from './useModalLayer';

export interface ModalShellOptions {
  isOpen: boolean;
  onClose: () => void;
  /** Whether a backdrop click closes the panel. */
  isDismissable: boolean;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** The caller's ref to the panel element. */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * The common logic of a modal panel (Dialog, Drawer): a callback ref for the panel that also
 * feeds the caller's `ref`, the focus trap / scroll lock / Escape layer, and the backdrop's
 * mouse dismissal props.
 */
export function useModalShell({
  isOpen,
  onClose,
  isDismissable,
  initialFocusRef,
  ref,
}: ModalShellOptions) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  const setPanel = useCallback(
    (node: HTMLDivElement | null) => {
      panelRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  useModalLayer({ isOpen, containerRef: panelRef, onClose, initialFocusRef });
  const backdrop = useBackdropDismiss(isDismissable, onClose);
  return { setPanel, backdrop };
}
