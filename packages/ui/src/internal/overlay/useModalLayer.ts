import { useEffect, useRef, type RefObject } from 'react';
import { tabbableIn } from './focusable';
import { isTopLayer, pushLayer, removeLayer } from './layerStack';
import { lockScroll } from './scrollLock';

export interface ModalLayerOptions {
  isOpen: boolean;
  /** The dialog element: focus stays inside it while open. */
  containerRef: RefObject<HTMLElement | null>;
  /** Called on Escape (when this is the top layer). */
  onClose: () => void;
  /** Receives focus on open instead of the first tabbable element. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The behaviour every modal shares: focus moves in on open and is trapped (Tab and
 * Shift+Tab wrap), Escape closes, the page behind does not scroll, and on close focus goes
 * back to the element that had it before (usually the trigger).
 */
export function useModalLayer({
  isOpen,
  containerRef,
  onClose,
  initialFocusRef,
}: ModalLayerOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const layer = Symbol('modal');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushLayer(layer);
    const unlockScroll = lockScroll();

    const first = () => tabbableIn(container)[0] ?? container;
    (initialFocusRef?.current ?? first()).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(layer) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(container);
      const active = document.activeElement;
      const isInside = active instanceof Node && container.contains(active);
      const head = tabbable[0];
      const tail = tabbable[tabbable.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (!isInside || active === head || active === container)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (!isInside || active === tail)) {
        event.preventDefault();
        head.focus();
      }
    };
    // Focus that escapes anyway (a click on the page behind, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopLayer(layer)) return;
      if (event.target instanceof Node && !container.contains(event.target)) first().focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeLayer(layer);
      unlockScroll();
      const active = document.activeElement;
      const focusWasInside =
        !active || active === document.body || container.contains(active) || !active.isConnected;
      if (opener?.isConnected && focusWasInside) opener.focus();
    };
  }, [isOpen, containerRef, initialFocusRef]);
}
