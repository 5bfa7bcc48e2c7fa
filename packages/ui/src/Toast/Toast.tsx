import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { useUiMessages } from '../messages';
import { VisuallyHidden } from '../internal/a11y';
import {
  ActionButton,
  Body,
  CloseButton,
  Description,
  IconSlot,
  Item,
  Title,
} from './Toast.styles';
import { DismissIcon, ToastIcon } from '../internal/icons';
import { toastStore, type ToastItem } from './toastStore';

export interface ToastProps {
  /** The queued toast to show. */
  toast: ToastItem;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called by the close button (with its element) and by Escape inside the toast. */
  onClose: (id: string, closeButton: HTMLButtonElement | null) => void;
}

/**
 * One toast of the container's stack. Its timer is held while the pointer is over it or
 * focus is inside it, so nobody loses a message they are reading or about to close.
 */
export function Toast({ toast, closeLabel, onClose }: ToastProps) {
  const { messages } = useUiMessages();
  const kindLabel = {
    info: messages.toastKindInfo,
    success: messages.toastKindSuccess,
    warning: messages.toastKindWarning,
    error: messages.toastKindError,
  }[toast.kind];
  const title = toast.title ?? (toast.kind === 'warning' ? messages.toastWarningTitle : undefined);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) toastStore.release(toast.id, 'focus');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(toast.id, event.currentTarget.querySelector('button'));
  };

  return (
    // Hover and focus only pause the timer; the close button is the interactive part.
    <Item
      data-kind={toast.kind}
      onPointerEnter={() => toastStore.hold(toast.id, 'hover')}
      onPointerLeave={() => toastStore.release(toast.id, 'hover')}
      onFocus={() => toastStore.hold(toast.id, 'focus')}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <IconSlot>
        <ToastIcon kind={toast.kind} />
      </IconSlot>
      <Body>
        {title ? (
          <Title>
            <VisuallyHidden>{kindLabel}: </VisuallyHidden>
            {title}
          </Title>
        ) : (
          <VisuallyHidden>{kindLabel}: </VisuallyHidden>
        )}
        {toast.description && <Description>{toast.description}</Description>}
        {toast.action && (
          <ActionButton
            type="button"
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              toast.action?.onAction();
              onClose(toast.id, event.currentTarget);
            }}
          >
            {toast.action.label}
          </ActionButton>
        )}
      </Body>
      <CloseButton
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onClose(toast.id, event.currentTarget)}
      >
        <DismissIcon />
      </CloseButton>
    </Item>
  );
}
