import type { ReactNode } from 'react';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** Visible label, also the control's accessible name. */
  label: ReactNode;
  /** Help text under the label, read after the label as the control's description. */
  hint?: ReactNode;
  /**
   * Validation message shown under the control with an icon; while set, the control is
   * `aria-invalid` and described by it. Pass the app's translated text, e.g. 'Email tidak valid'.
   */
  error?: string | undefined;
  /**
   * Marks the field as required: `aria-required`, a visible `*` and a built-in
   * "wajib"/"required" for screen readers. Validation stays with the form (no native
   * `required`, so the browser's own bubble never competes with the app's message).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disables the control.
   * @default false
   */
  isDisabled?: boolean;
  /** Class of the field's outer element (label, control and messages). */
  className?: string;
}

/** Native attributes a field decides itself, so callers use the props above instead. */
export type ManagedInputAttributes =
  | 'type'
  | 'disabled'
  | 'required'
  | 'className'
  | 'children'
  | 'aria-invalid'
  | 'aria-required'
  | 'value'
  | 'defaultValue'
  | 'onChange';
