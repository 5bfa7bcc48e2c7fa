import { Children, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import type { CardHeadingLevel } from '../Card';
import { CheckIcon, CrossIcon, DashIcon } from '../internal/icons';
import {
  Explanation,
  ExplanationLabel,
  Header,
  Heading,
  Item,
  List,
} from './QuizReviewList.styles';

export interface QuizReviewListProps extends HTMLAttributes<HTMLOListElement> {
  /** `QuizReviewItem`s, in the quiz's order. */
  children: ReactNode;
  /** Forwarded to the `<ol>`. */
  ref?: Ref<HTMLOListElement>;
}

/** The questions of a submitted quiz, one under the other, each with its outcome. */
export function QuizReviewList({ children, ...rest }: QuizReviewListProps) {
  return (
    // `list-style: none` drops list semantics in Safari; the role keeps them.
    <List role="list" {...rest}>
      {Children.toArray(children).filter(isValidElement)}
    </List>
  );
}

export type QuizReviewOutcome = 'correct' | 'incorrect' | 'unanswered';

export interface QuizReviewItemProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  /** Heading of the question, e.g. "Soal 3". */
  title: ReactNode;
  /**
   * Heading level, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** How the learner did; shown in words (`outcomeLabel`) and colour. */
  outcome: QuizReviewOutcome;
  /** The outcome in words, e.g. "Benar", "Salah", "Tidak dijawab". */
  outcomeLabel: string;
  /** The question itself, read-only: a `QuestionCard` with `review`. */
  children: ReactNode;
  /** Why the right answer is right, from the quiz's author. */
  explanation?: ReactNode;
  /** Names the explanation, e.g. "Pembahasan"; required with `explanation`. */
  explanationLabel?: string;
  /** Forwarded to the `<li>`. */
  ref?: Ref<HTMLLIElement>;
}

const look = {
  correct: { tone: 'success', Icon: CheckIcon },
  incorrect: { tone: 'danger', Icon: CrossIcon },
  unanswered: { tone: 'neutral', Icon: DashIcon },
} satisfies Record<QuizReviewOutcome, { tone: BadgeTone; Icon: typeof CheckIcon }>;

/** One reviewed question: its heading and outcome, the question, and the explanation. */
export function QuizReviewItem({
  title,
  headingLevel = 3,
  outcome,
  outcomeLabel,
  children,
  explanation,
  explanationLabel,
  ...rest
}: QuizReviewItemProps) {
  const { tone, Icon } = look[outcome];
  return (
    <Item data-outcome={outcome} {...rest}>
      <Header>
        <Heading as={`h${headingLevel}`}>{title}</Heading>
        <Badge tone={tone} icon={<Icon width="1em" height="1em" />}>
          {outcomeLabel}
        </Badge>
      </Header>
      {children}
      {explanation && (
        <Explanation>
          {explanationLabel && <ExplanationLabel>{explanationLabel}</ExplanationLabel>}
          <div>{explanation}</div>
        </Explanation>
      )}
    </Item>
  );
}
