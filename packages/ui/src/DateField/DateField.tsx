import type { ChangeEvent, FocusEvent, InputHTMLAttributes, Ref } from 'react';
import {
  Field,
  TextInput,
  useFieldControl,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';

export interface DateFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputAttributes | 'min' | 'max'> {
  /** Current date as `YYYY-MM-DD`, `''` when empty (controlled). Use with `onChange`. */
  value?: string;
  /** Initial date as `YYYY-MM-DD` (uncontrolled). */
  defaultValue?: string;
  /** Earliest date allowed, `YYYY-MM-DD`; the picker greys out earlier days. */
  min?: string;
  /** Latest date allowed, `YYYY-MM-DD`. */
  max?: string;
  /**
   * Called with the native change event; `event.target.value` is `YYYY-MM-DD`, or `''`
   * while the typed date is incomplete. Formik's `handleChange` can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the input loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name. */
  name?: string;
  /** Id of the `<input>`; generated when absent. */
  id?: string;
  /** Autofill hint, e.g. `bday`. */
  autoComplete?: string;
  /** Forwarded to the `<input type="date">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native date input: the browser's own picker and keyboard entry, shown in the user's
 * locale, with a `YYYY-MM-DD` value.
 */
export function DateField({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: DateFieldProps) {
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
        type="date"
        disabled={isDisabled}
        $isInvalid={Boolean(error)}
      />
    </Field>
  );
}
