import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useUiMessages } from '../messages';
import { AnswerOption, type AnswerOptionReviewState } from '../AnswerOption';
import { CheckIcon, CrossIcon, FlagIcon } from '../internal/icons';
import { formatMessage } from '../internal/text';
import { LikertScale, type LikertLabels } from './LikertScale';
import { ShortAnswer } from './ShortAnswer';
import {
  Fieldset,
  FlagButton,
  Header,
  Hint,
  Legend,
  Media,
  QuestionNumber,
  Options,
  ReviewNote,
  Root,
} from './QuestionCard.styles';
import { useControllableState } from './useControllableState';

export type QuestionType = 'single' | 'multiple' | 'trueFalse' | 'shortAnswer' | 'likert';
/** `string[]` for `multiple`; a string otherwise ('true' / 'false', '1'..'N', the text). */
export type QuestionValue = string | string[];

export interface QuestionOption {
  /** Sent back through `onChange`, e.g. the answer's id. */
  value: string;
  /** What the learner reads. */
  label: ReactNode;
}

export interface QuestionCardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** Position of the question, from 1. */
  number: number;
  /** Number of questions in the quiz. */
  total: number;
  /** The question as plain text; it names the group of answers (the fieldset legend). */
  question: string;
  /** Rich content under the question: an image, a table, a code sample. */
  children?: ReactNode;
  /** How the learner answers. */
  type: QuestionType;
  /** Answers of `single` and `multiple` questions, in display order. */
  options?: QuestionOption[];
  /** The answer (controlled); see `QuestionValue`. */
  value?: QuestionValue;
  /** The first answer when uncontrolled. */
  defaultValue?: QuestionValue;
  /** Called with the whole new answer (for `multiple`, the chosen values in option order). */
  onChange?: (value: QuestionValue) => void;
  /**
   * Name of the inputs, unique per question on the page.
   * @default a generated id
   */
  name?: string;
  /**
   * Shows A, B, C… before the options of `single` and `multiple` questions.
   * @default true
   */
  hasLetters?: boolean;
  /**
   * Number of points of a `likert` scale.
   * @default 5
   */
  likertPoints?: number;
  /**
   * End labels of a `likert` scale.
   * @default built-in "Sangat tidak setuju" / "Sangat setuju"
   */
  likertLabels?: LikertLabels;
  /** Longest `shortAnswer`, in characters; shows a counter. */
  maxLength?: number;
  /**
   * Label of the `shortAnswer` input.
   * @default built-in "Jawaban Anda"
   */
  answerLabel?: string;
  /** Placeholder of the `shortAnswer` input. */
  placeholder?: string;
  /** Whether the learner flagged the question for review (shown only with `onToggleFlag`). */
  isFlagged?: boolean;
  /** Shows the flag toggle; called with the new flagged state. */
  onToggleFlag?: (isFlagged: boolean) => void;
  /**
   * Name of the flag toggle.
   * @default built-in "Tandai untuk ditinjau"
   */
  flagLabel?: string;
  /**
   * Review mode: answers become read-only and are marked against these correct values. The
   * card is then no region of its own (a review lists many; each item has a heading).
   */
  review?: { correct: string[] };
  /**
   * Disables every answer, e.g. while the quiz is being submitted.
   * @default false
   */
  isDisabled?: boolean;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

const asArray = (value: QuestionValue | undefined) =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

const letterOf = (index: number) => String.fromCharCode(65 + (index % 26));

/** One quiz question with its answers: choice, true/false, short text or a likert scale. */
export function QuestionCard({
  number,
  total,
  question,
  children,
  type,
  options = [],
  value,
  defaultValue,
  onChange,
  name,
  hasLetters = true,
  likertPoints = 5,
  likertLabels,
  maxLength,
  answerLabel,
  placeholder,
  isFlagged = false,
  onToggleFlag,
  flagLabel,
  review,
  isDisabled = false,
  ...rest
}: QuestionCardProps) {
  const { messages } = useUiMessages();
  const id = useId();
  const inputName = name ?? `question-${id}`;
  const [answer, setAnswer] = useControllableState<QuestionValue>(
    value,
    defaultValue ?? (type === 'multiple' ? [] : ''),
    onChange,
  );
  const chosen = asArray(answer);
  const text = typeof answer === 'string' ? answer : (answer[0] ?? '');
  const isReview = review !== undefined;
  const correct = review?.correct ?? [];
  const isRadio = type === 'single' || type === 'trueFalse' || type === 'likert';

  const choices: QuestionOption[] =
    type === 'trueFalse'
      ? [
          { value: 'true', label: messages.questionCardTrue },
          { value: 'false', label: messages.questionCardFalse },
        ]
      : options;

  const reviewStateOf = (optionValue: string): AnswerOptionReviewState | undefined => {
    if (!isReview) return undefined;
    if (correct.includes(optionValue)) return 'correct';
    return chosen.includes(optionValue) ? 'incorrect' : 'neutral';
  };

  const toggle = (optionValue: string, isSelected: boolean) => {
    if (type !== 'multiple') return setAnswer(optionValue);
    const next = new Set(chosen);
    if (isSelected) next.add(optionValue);
    else next.delete(optionValue);
    setAnswer(choices.map((o) => o.value).filter((v) => next.has(v)));
  };

  const isTextCorrect = correct.some(
    (c) => c.trim().toLocaleLowerCase() === text.trim().toLocaleLowerCase(),
  );

  return (
    // A region to land on while answering; in a review list of many questions, where each
    // has its own heading, a region each would crowd the landmarks.
    <Root
      as={isReview ? 'div' : undefined}
      aria-labelledby={isReview ? undefined : `${id}-number`}
      {...rest}
    >
      <Header>
        <QuestionNumber id={`${id}-number`}>
          {formatMessage(messages.questionCardNumber, { number, total })}
        </QuestionNumber>
        {onToggleFlag && (
          <FlagButton
            type="button"
            aria-pressed={isFlagged}
            disabled={isDisabled}
            onClick={() => onToggleFlag(!isFlagged)}
          >
            <FlagIcon isFilled={isFlagged} />
            {flagLabel ?? messages.questionCardFlag}
          </FlagButton>
        )}
      </Header>
      <Fieldset
        role={isRadio ? 'radiogroup' : undefined}
        aria-labelledby={`${id}-legend`}
        aria-describedby={type === 'multiple' ? `${id}-hint` : undefined}
        disabled={isDisabled}
      >
        <Legend id={`${id}-legend`}>{question}</Legend>
        {children !== undefined && <Media>{children}</Media>}
        {type === 'multiple' && <Hint id={`${id}-hint`}>{messages.questionCardMultipleHint}</Hint>}
        {type === 'shortAnswer' ? (
          <ShortAnswer
            name={inputName}
            value={text}
            onChange={setAnswer}
            label={answerLabel}
            placeholder={placeholder}
            maxLength={maxLength}
            isReadOnly={isReview}
            questionId={`${id}-legend`}
          />
        ) : type === 'likert' ? (
          <LikertScale
            name={inputName}
            points={likertPoints}
            value={text}
            onChange={setAnswer}
            labels={likertLabels}
            isReadOnly={isReview}
          />
        ) : (
          <Options>
            {choices.map((option, index) => (
              <AnswerOption
                key={option.value}
                type={type === 'multiple' ? 'checkbox' : 'radio'}
                name={inputName}
                value={option.value}
                letter={hasLetters && type !== 'trueFalse' ? letterOf(index) : undefined}
                isSelected={chosen.includes(option.value)}
                reviewState={reviewStateOf(option.value)}
                disabled={isDisabled}
                onChange={(isSelected) => toggle(option.value, isSelected)}
              >
                {option.label}
              </AnswerOption>
            ))}
          </Options>
        )}
        {isReview && type === 'shortAnswer' && (
          <ReviewNote $isCorrect={isTextCorrect}>
            {isTextCorrect ? <CheckIcon /> : <CrossIcon />}
            {isTextCorrect
              ? messages.answerOptionCorrect
              : formatMessage(messages.questionCardCorrectAnswer, { answer: correct[0] ?? '' })}
          </ReviewNote>
        )}
      </Fieldset>
    </Root>
  );
}
