import { useId } from 'react';
import { useUiMessages } from '../messages';
import { formatMessage } from '../internal/text';
import { Counter, Field, Input, Label } from './ShortAnswer.styles';

export interface ShortAnswerProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  isReadOnly: boolean;
  /** Id of the question's text: the box is named by the question, then its label. */
  questionId?: string;
}

/**
 * The text answer of a `shortAnswer` question, with a character count when limited. A
 * textarea that grows with its text: in a one-line input a phone showed only the answer's
 * last words.
 */
export function ShortAnswer({
  name,
  value,
  onChange,
  label,
  placeholder,
  maxLength,
  isReadOnly,
  questionId,
}: ShortAnswerProps) {
  const { messages } = useUiMessages();
  const id = useId();
  const counterId = `${id}-counter`;
  const labelId = `${id}-label`;
  return (
    <Field>
      <Label id={labelId} htmlFor={id}>
        {label ?? messages.questionCardShortAnswer}
      </Label>
      <Input
        id={id}
        name={name}
        rows={1}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        readOnly={isReadOnly}
        // "Jawaban Anda" alone does not say to what, once the focus is in the box.
        aria-labelledby={questionId ? `${questionId} ${labelId}` : undefined}
        aria-describedby={maxLength ? counterId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {maxLength !== undefined && (
        <Counter id={counterId}>
          {formatMessage(messages.questionCardCharacters, { count: value.length, max: maxLength })}
        </Counter>
      )}
    </Field>
  );
}
