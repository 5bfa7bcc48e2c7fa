import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useUiMessages } from '../messages';
import {
  Field,
  VisuallyHidden,
  fieldAria,
  formatMessage,
  hasHint,
  joinIds,
  useFieldIds,
  useMergedRef,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';
import { Counter, StyledTextArea } from './TextArea.styles';
import { useCounterAnnouncement } from './useCounterAnnouncement';

export interface TextAreaProps
  extends
    FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, ManagedInputAttributes> {
  /** Current value (controlled). Use with `onChange`. */
  value?: string;
  /** Initial value (uncontrolled). */
  defaultValue?: string;
  /**
   * Called on every edit with the native change event (read `event.target.value`), so
   * Formik's `handleChange` can be passed as is.
   */
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Called when the text area loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Form field name. */
  name?: string;
  /** Id of the `<textarea>`; generated when absent. */
  id?: string;
  /** Autofill hint; usually absent for free text. */
  autoComplete?: string;
  /** Most characters allowed (enforced by the browser); shows the counter. */
  maxLength?: number;
  /**
   * Shows '{count} dari {max} karakter' under the text area when `maxLength` is set; the
   * count is also read politely once typing pauses.
   * @default true
   */
  hasCounter?: boolean;
  /**
   * Visible rows before it scrolls or is resized.
   * @default 4
   */
  rows?: number;
  /** Forwarded to the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text with an optional character counter. */
export function TextArea({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  maxLength,
  hasCounter = true,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...textAreaProps
}: TextAreaProps) {
  const { messages } = useUiMessages();
  const ids = useFieldIds(id);
  const counterId = useId();
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const [announcement, announce] = useCounterAnnouncement();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, textAreaRef);

  // Uncontrolled: a form reset restores the text without a change event. The reset event
  // fires before the fields are reset, hence the count is read on the next task.
  useEffect(() => {
    const form = textAreaRef.current?.form;
    if (!form) return;
    let timer: number | undefined;
    const recount = () => {
      timer = window.setTimeout(() => setOwnLength(textAreaRef.current?.value.length ?? 0));
    };
    form.addEventListener('reset', recount);
    return () => {
      form.removeEventListener('reset', recount);
      window.clearTimeout(timer);
    };
  }, []);
  const length = value !== undefined ? String(value).length : ownLength;
  const showCounter = hasCounter && maxLength !== undefined;
  const counterText = (count: number) =>
    formatMessage(messages.textAreaCounter, { count, max: maxLength ?? 0 });

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
      footer={
        showCounter && (
          <>
            <Counter id={counterId} $isFull={length >= (maxLength ?? Infinity)}>
              {counterText(length)}
            </Counter>
            <VisuallyHidden role="status">{announcement}</VisuallyHidden>
          </>
        )
      }
    >
      <StyledTextArea
        {...textAreaProps}
        {...fieldAria({
          ids,
          hasHint: hasHint(hint),
          error,
          isRequired,
          // The counter is read last, after any error, as it is shown.
          describedBy: joinIds(showCounter && counterId, describedBy),
        })}
        ref={mergedRef}
        id={ids.inputId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        disabled={isDisabled}
        onChange={(event) => {
          setOwnLength(event.target.value.length);
          if (showCounter) announce(counterText(event.target.value.length));
          onChange?.(event);
        }}
        $isInvalid={Boolean(error)}
      />
    </Field>
  );
}
