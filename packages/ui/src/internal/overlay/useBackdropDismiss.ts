import { useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * Handlers for a modal's backdrop: a click that both starts and ends on the backdrop itself
 * closes, so selecting text inside the dialog and releasing outside does not.
 */
export function useBackdropDismiss(isDismissable: boolean, onClose: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const isBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
      pressedOnBackdrop.current = false;
      if (isBackdrop && isDismissable) onClose();
    },
  };
}
