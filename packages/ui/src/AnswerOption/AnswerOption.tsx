import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useUiMessages } from '../messages';
import {
  CheckMark,
  Control,
  Input,
  Letter,
  OptionRoot,
  Status,
  Text,
  type OptionLook,
} from './AnswerOption.styles';
import { CheckIcon, CrossIcon } from '../internal/icons';

export type AnswerOptionType = 'radio' | 'checkbox';
/** How review mode marks an option: the right answer, a wrong choice, or neither. */
export type AnswerOptionReviewState = 'correct' | 'incorrect' | 'neutral';

export interface AnswerOptionProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'onChange'
> {
  /**
   * `radio` for single choice and true/false (one per `name`), `checkbox` for multiple choice.
   * @default 'radio'
   */
  type?: AnswerOptionType;
  /** The answer text (or any inline content). */
  children: ReactNode;
  /** Letter marker shown before the text, e.g. "A"; part of the accessible name. */
  letter?: string;
  /**
   * Whether the learner chose this answer (controlled).
   * @default false
   */
  isSelected?: boolean;
  /** Called with the new chosen state when the learner picks (or, checkbox, unpicks) it. */
  onChange?: (isSelected: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Review mode: the option becomes read-only and `correct` / `incorrect` options show an
   * icon and built-in words (never colour alone): "Jawaban Anda, benar" / "Jawaban Anda,
   * salah" on the learner's choice, "Jawaban yang benar" on a right answer not chosen. The
   * words are the option's description, not part of its name.
   */
  reviewState?: AnswerOptionReviewState;
  /** Class of the outer `<label>` (the whole clickable row). */
  className?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One selectable answer of a question: the whole row is the label of a native radio or
 * checkbox, so clicking anywhere, Space and the arrow keys work as in any form.
 */
export function AnswerOption({
  type = 'radio',
  children,
  letter,
  isSelected = false,
  onChange,
  reviewState,
  className,
  disabled,
  ...rest
}: AnswerOptionProps) {
  const { messages } = useUiMessages();
  const letterId = useId();
  const textId = useId();
  const statusId = useId();
  const isReview = reviewState !== undefined;
  const look: OptionLook =
    reviewState === 'correct' || reviewState === 'incorrect'
      ? reviewState
      : isSelected
        ? 'selected'
        : 'idle';
  const status =
    reviewState === 'correct'
      ? isSelected
        ? messages.answerOptionYourAnswerCorrect
        : messages.answerOptionCorrectAnswer
      : reviewState === 'incorrect'
        ? messages.answerOptionYourAnswerIncorrect
        : undefined;
  const describedBy =
    [status && statusId, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <OptionRoot
      className={className}
      $look={look}
      $isDimmed={Boolean(disabled) && !isReview}
      data-state={look}
    >
      <Control>
        <Input
          type={type}
          checked={isSelected}
          disabled={disabled || isReview}
          onChange={(event) => onChange?.(event.target.checked, event)}
          // Named by the letter and the text only: the review's words describe it.
          aria-labelledby={letter ? `${letterId} ${textId}` : textId}
          {...rest}
          aria-describedby={describedBy}
        />
        {type === 'checkbox' && (
          <CheckMark>
            <CheckIcon />
          </CheckMark>
        )}
      </Control>
      {letter && (
        <Letter id={letterId} $look={look}>
          {letter}
        </Letter>
      )}
      <Text id={textId}>{children}</Text>
      {status && (
        <Status id={statusId} $isCorrect={reviewState === 'correct'}>
          {reviewState === 'correct' ? <CheckIcon /> : <CrossIcon />}
          {status}
        </Status>
      )}
    </OptionRoot>
  );
}
