import type { ReactNode } from 'react';
import { useUiMessages } from '../../messages';
import { ErrorText, FieldRoot, Hint, Label, RequiredStar } from './Field.styles';
import { VisuallyHidden } from '../a11y';
import { ErrorIcon } from '../icons';
import type { FieldIds } from './useField';

/** A visible `*` for sighted users and the built-in "wajib"/"required" for screen readers. */
export function RequiredMark() {
  const { messages } = useUiMessages();
  return (
    <>
      <RequiredStar aria-hidden="true">*</RequiredStar>
      <VisuallyHidden> {messages.fieldRequired}</VisuallyHidden>
    </>
  );
}

interface FieldErrorProps {
  id: string;
  message?: string | undefined;
  /**
   * Announce the message when it appears: for errors the component raises itself in answer
   * to a user action (a rejected file). Form validation errors are announced by `FormError`.
   */
  isLive?: boolean | undefined;
}

/** The error under a field: an icon and the text, so the state never rests on colour. */
export function FieldError({ id, message, isLive = false }: FieldErrorProps) {
  if (!message) return null;
  return (
    <ErrorText id={id} role={isLive ? 'alert' : undefined}>
      <ErrorIcon />
      <span>{message}</span>
    </ErrorText>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hasHint(hint)) return null;
  return <Hint id={id}>{hint}</Hint>;
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  isRequired?: boolean | undefined;
  className?: string | undefined;
  /** The control. */
  children: ReactNode;
  /** Shown after the error (a character counter, a file list). */
  footer?: ReactNode;
  /** See `FieldError`. */
  isErrorLive?: boolean | undefined;
}

/**
 * Label, hint, control and error in reading order: the layout every text-like field shares.
 * The control wires itself with `fieldAria`.
 */
export function Field({
  ids,
  label,
  hint,
  error,
  isRequired,
  className,
  children,
  footer,
  isErrorLive,
}: FieldProps) {
  return (
    <FieldRoot className={className}>
      <Label id={ids.labelId} htmlFor={ids.inputId}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      <FieldError id={ids.errorId} message={error} isLive={isErrorLive} />
      {footer}
    </FieldRoot>
  );
}

/** Whether a hint prop will render. */
export function hasHint(hint: ReactNode): boolean {
  return hint != null && hint !== false && hint !== '';
}
