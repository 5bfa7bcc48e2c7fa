import type { ChangeEvent, FocusEvent, Ref, SelectHTMLAttributes } from 'react';
import {
  Field,
  useFieldControl,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';
import { ChevronDownIcon } from '../internal/icons';
import { NativeSelect, Wrapper } from './Select.styles';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, ManagedInputAttributes | 'multiple'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * First entry with an empty value, e.g. 'Pilih departemen', shown while nothing is chosen.
   * Without it the first option is selected from the start, as in a native select.
   */
  placeholder?: string;
  /** Selected value (controlled); `''` selects the placeholder. Use with `onChange`. */
  value?: string;
  /** Initially selected value (uncontrolled). */
  defaultValue?: string;
  /**
   * Called with the native change event (read `event.target.value`), so Formik's
   * `handleChange` can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Called when the select loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Form field name. */
  name?: string;
  /** Id of the `<select>`; generated when absent. */
  id?: string;
  /** Autofill hint, e.g. `country-name`. */
  autoComplete?: string;
  /** Forwarded to the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native `<select>`: the platform's own list, keyboard and screen reader support,
 * on every device.
 */
export function Select({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  options,
  placeholder,
  value,
  defaultValue,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const { ids, aria } = useFieldControl({ id, hint, error, isRequired, describedBy });
  const hasPlaceholder = placeholder !== undefined;
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      <Wrapper>
        <NativeSelect
          {...selectProps}
          {...aria}
          id={ids.inputId}
          value={value}
          // Uncontrolled with a placeholder: start on it rather than on the first option.
          defaultValue={value === undefined && hasPlaceholder ? (defaultValue ?? '') : defaultValue}
          disabled={isDisabled}
          $isInvalid={Boolean(error)}
        >
          {hasPlaceholder && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDownIcon />
      </Wrapper>
    </Field>
  );
}
