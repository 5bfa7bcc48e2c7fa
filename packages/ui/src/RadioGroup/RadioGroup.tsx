import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import {
  Box,
  ChoiceLabel,
  FieldError,
  FieldHint,
  Legend,
  RequiredMark,
  Row,
  fieldAria,
  hasHint,
  useFieldIds,
  type FieldBaseProps,
} from '../internal/field';
import { Fieldset, Options, RadioInput } from './RadioGroup.styles';

export interface RadioOption {
  /** Submitted value. */
  value: string;
  /** Text next to the radio, its accessible name. */
  label: ReactNode;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  /** Question the options answer, shown as the fieldset's legend. */
  label: ReactNode;
  /** The choices, in order. Arrow keys move between them (native radios). */
  options: readonly RadioOption[];
  /** Selected value (controlled). Use with `onChange`. */
  value?: string;
  /** Initially selected value (uncontrolled). */
  defaultValue?: string;
  /**
   * Called when the selection changes, with the native change event of the radio chosen
   * (read `event.target.value`), so Formik's `handleChange` can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when a radio loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name shared by the radios; generated when absent. */
  name?: string;
  /**
   * Id of the first radio, so a `FormError` link or a `<label htmlFor>` can reach the group.
   * Generated when absent.
   */
  id?: string;
  /**
   * Options side by side (wrapping) or stacked.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /** Forwarded to the `<fieldset>`. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One choice among a few options: a fieldset whose legend is the question, with native
 * radios (arrow keys, one tab stop, form submission for free).
 */
export function RadioGroup({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  id,
  orientation = 'vertical',
  ref,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const groupName = name ?? ids.labelId;
  return (
    <Fieldset
      ref={ref}
      className={className}
      // `radiogroup` (allowed on a fieldset) takes aria-required and aria-invalid.
      role="radiogroup"
      aria-labelledby={ids.labelId}
      {...fieldAria({ ids, hasHint: hasHint(hint), error, isRequired })}
      disabled={isDisabled}
    >
      <Legend id={ids.labelId}>
        {label}
        {isRequired && <RequiredMark />}
      </Legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <Options $orientation={orientation}>
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.inputId : `${ids.inputId}-${index}`;
          const disabled = isDisabled || option.isDisabled;
          return (
            <Row key={option.value}>
              <Box>
                <RadioInput
                  id={optionId}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={value === undefined ? undefined : value === option.value}
                  defaultChecked={
                    defaultValue === undefined ? undefined : defaultValue === option.value
                  }
                  disabled={disabled}
                  onChange={onChange}
                  onBlur={onBlur}
                  $isInvalid={Boolean(error)}
                />
              </Box>
              <ChoiceLabel htmlFor={optionId} $isDisabled={Boolean(disabled)}>
                {option.label}
              </ChoiceLabel>
            </Row>
          );
        })}
      </Options>
      <FieldError id={ids.errorId} message={error} />
    </Fieldset>
  );
}
