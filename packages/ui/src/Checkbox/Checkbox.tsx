import {
  useEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Box,
  ChoiceLabel,
  Messages,
  Row,
  FieldError,
  FieldHint,
  FieldRoot,
  RequiredMark,
  useFieldControl,
  useMergedRef,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';
import { CheckIcon, DashIcon } from '../internal/icons';
import { CheckboxInput } from './Checkbox.styles';

export interface CheckboxProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      ManagedInputAttributes | 'checked' | 'defaultChecked'
    > {
  /** Text next to the box, also its accessible name, e.g. 'Saya menyetujui syarat dan ketentuan'. */
  label: ReactNode;
  /** Whether it is checked (controlled). Use with `onChange`. */
  isChecked?: boolean;
  /**
   * Initially checked (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /**
   * Shows a dash instead of a check, read as "mixed", e.g. for "select all" when only some
   * items are selected. Clicking still toggles `checked`; the caller decides what follows.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Called on toggle with the native change event (read `event.target.checked`), so
   * Formik's `handleChange` can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the checkbox loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name. */
  name?: string;
  /**
   * Value submitted with the form while checked.
   * @default 'on'
   */
  value?: string;
  /** Id of the `<input>`; generated when absent. */
  id?: string;
  /** Forwarded to the `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A single checkbox with its label, hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  isChecked,
  defaultChecked,
  isIndeterminate = false,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const { ids, aria } = useFieldControl({ id, hint, error, isRequired, describedBy });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);

  // `indeterminate` exists only as a DOM property; a click clears it, so set it after
  // every render to keep it matching the prop.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  });

  return (
    <FieldRoot className={className}>
      <Row>
        <Box>
          <CheckboxInput
            {...inputProps}
            {...aria}
            ref={mergedRef}
            id={ids.inputId}
            type="checkbox"
            checked={isChecked}
            defaultChecked={defaultChecked}
            disabled={isDisabled}
            $isInvalid={Boolean(error)}
          />
          <CheckIcon data-mark="check" />
          <DashIcon data-mark="mixed" />
        </Box>
        <ChoiceLabel id={ids.labelId} htmlFor={ids.inputId} $isDisabled={isDisabled}>
          {label}
          {isRequired && <RequiredMark />}
        </ChoiceLabel>
      </Row>
      <Messages>
        <FieldHint id={ids.hintId} hint={hint} />
        <FieldError id={ids.errorId} message={error} />
      </Messages>
    </FieldRoot>
  );
}
