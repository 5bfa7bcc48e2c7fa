import { useEffect, useRef, useSyncExternalStore, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useUiMessages } from '../messages';
import { Toast } from './Toast';
import { List, Region } from './Toast.styles';
import { toastStore, type ToastItem } from './toastStore';

export interface ToastContainerProps {
  /**
   * Accessible name of every toast's close button.
   * @default the built-in `toastClose` label ("Tutup" / "Close")
   */
  closeLabel?: string;
  /**
   * Accessible name of the notifications landmark.
   * @default the built-in `toastRegion` label ("Notifikasi" / "Notifications")
   */
  label?: string;
  /** Extra class on the fixed region. */
  className?: string;
}

const noToasts: readonly ToastItem[] = [];
const serverSnapshot = () => noToasts;

/**
 * Shows the toasts raised with `toast.info/success/warning(...)`. Render it once, near the
 * app root (inside `UiProvider`). It portals to `document.body`, stacks the newest on top
 * and mounts its polite live region at once, so the first toast is announced too.
 */
export function ToastContainer({ closeLabel, label, className }: ToastContainerProps) {
  const { messages } = useUiMessages();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, serverSnapshot);
  // While mounted, timers run; toasts queued before now start their full time here.
  useEffect(() => toastStore.connect(), []);

  // Where focus came from when it entered the stack, to return it after the last close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget))
      returnFocus.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
  };

  const close = (id: string, closeButton: HTMLButtonElement | null) => {
    const hadFocus = closeButton?.closest('li')?.contains(document.activeElement) ?? false;
    const buttons = [
      ...(closeButton?.closest('ol')?.querySelectorAll<HTMLButtonElement>(':scope > li button') ??
        []),
    ];
    const index = closeButton ? buttons.indexOf(closeButton) : -1;
    toastStore.dismiss(id);
    if (!hadFocus) return;
    // Keep keyboard users in the stack if more toasts are open, else send them back.
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (next) next.focus();
    else if (returnFocus.current?.isConnected) returnFocus.current.focus();
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <Region aria-label={label ?? messages.toastRegion} className={className} onFocus={onFocus}>
      {/* Mounted before the first toast: a region that appears with its message is not read. */}
      <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text">
        <List>
          {toasts.map((item) => (
            <Toast
              key={item.id}
              toast={item}
              closeLabel={closeLabel ?? messages.toastClose}
              onClose={close}
            />
          ))}
        </List>
      </div>
    </Region>,
    document.body,
  );
}
