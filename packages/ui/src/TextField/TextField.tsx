import type { ChangeEvent, FocusEvent, InputHTMLAttributes, Ref } from 'react';
import {
  Field,
  TextInput,
  useFieldControl,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';

export type TextFieldType = 'text' | 'email' | 'url' | 'tel' | 'search' | 'number';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputAttributes> {
  /**
   * Kind of text; sets the mobile keyboard and the browser's autofill.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Current value (controlled). Use with `onChange`. */
  value?: string | number;
  /** Initial value (uncontrolled). */
  defaultValue?: string | number;
  /**
   * Called on every edit with the native change event (read `event.target.value`), so a
   * form library's handler, e.g. Formik's `handleChange`, can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the control loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name, submitted with the value and used by form libraries. */
  name?: string;
  /** Id of the `<input>`; generated when absent. Give one to link a `FormError` to it. */
  id?: string;
  /** Autofill hint, e.g. `email`, `tel`, `name`. */
  autoComplete?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint, error and required marker. */
export function TextField({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  type = 'text',
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { ids, aria } = useFieldControl({ id, hint, error, isRequired, describedBy });
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      <TextInput
        {...inputProps}
        {...aria}
        id={ids.inputId}
        type={type}
        disabled={isDisabled}
        $isInvalid={Boolean(error)}
      />
    </Field>
  );
}
