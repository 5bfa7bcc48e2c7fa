import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { useUiMessages } from '../messages';
import {
  Field,
  useFieldControl,
  useMergedRef,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import { PasswordInput, ToggleButton, Wrapper } from './PasswordField.styles';

export interface PasswordFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputAttributes> {
  /** Current value (controlled). Use with `onChange`. */
  value?: string;
  /** Initial value (uncontrolled). */
  defaultValue?: string;
  /**
   * Called on every edit with the native change event (read `event.target.value`), so
   * Formik's `handleChange` can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the input loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name. */
  name?: string;
  /** Id of the `<input>`; generated when absent. */
  id?: string;
  /**
   * `current-password` on sign-in, `new-password` where one is chosen (lets password
   * managers fill or suggest).
   * @default 'current-password'
   */
  autoComplete?: string;
  /**
   * Accessible name of the show/hide button; its `aria-pressed` says whether the password
   * is shown, so the name stays the same in both states.
   * @default built-in 'Tampilkan password' / 'Show password'
   */
  showLabel?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle. Clicking the toggle leaves focus and the caret in
 * the input; from the keyboard, focus stays on the toggle. Submitting the form hides the
 * password again, so it is never left visible or saved as plain text by the browser.
 */
export function PasswordField({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  autoComplete = 'current-password',
  showLabel,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const { messages } = useUiMessages();
  const { ids, aria } = useFieldControl({ id, hint, error, isRequired, describedBy });
  const [isVisible, setIsVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  /** Caret to put back after the type change, when the input keeps focus. */
  const selection = useRef<[number | null, number | null] | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    selection.current = null;
    if (input && saved && document.activeElement === input) input.setSelectionRange(...saved);
  }, [isVisible]);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => setIsVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  const toggle = () => {
    const input = inputRef.current;
    if (input && document.activeElement === input)
      selection.current = [input.selectionStart, input.selectionEnd];
    setIsVisible((visible) => !visible);
  };

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
        <PasswordInput
          {...inputProps}
          {...aria}
          ref={mergedRef}
          id={ids.inputId}
          type={isVisible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          disabled={isDisabled}
          $isInvalid={Boolean(error)}
        />
        <ToggleButton
          type="button"
          aria-label={showLabel ?? messages.passwordFieldShow}
          aria-pressed={isVisible}
          aria-controls={ids.inputId}
          disabled={isDisabled}
          // A pointer press must not pull focus out of the input the user is typing in.
          onMouseDown={(event) => {
            if (document.activeElement === inputRef.current) event.preventDefault();
          }}
          onClick={toggle}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </Wrapper>
    </Field>
  );
}
