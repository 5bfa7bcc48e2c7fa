import { useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useUiMessages } from '../messages';
import { CheckIcon, FlagIcon } from '../internal/icons';
import { formatMessage } from '../internal/text';
import { Corner, Grid, Item, Root, Row, Summary } from './QuizNavigator.styles';
import { NavigatorKey } from './NavigatorKey';
import { targetIndex } from './targetIndex';

export interface QuizNavigatorQuestion {
  /** The learner gave an answer. */
  isAnswered: boolean;
  /** The learner flagged the question to come back to it. */
  isFlagged?: boolean;
}

export interface QuizNavigatorProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** One entry per question, in order. */
  questions: QuizNavigatorQuestion[];
  /** Index (from 0) of the question on screen. */
  currentIndex: number;
  /** Called with the index (from 0) of the question the learner picks. */
  onSelect: (index: number) => void;
  /**
   * Buttons per row; the arrow keys move by rows and columns of this grid.
   * @default 5
   */
  columns?: number;
  /**
   * Name of the navigation.
   * @default built-in "Navigasi soal"
   */
  label?: string;
  /**
   * Shows the key explaining the answered / unanswered / flagged / current looks.
   * @default true
   */
  hasKey?: boolean;
  /** Forwarded to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Buttons 1..N to jump between the questions of a quiz, each saying whether it is answered
 * and flagged. One tab stop: the arrow keys move across the grid, Home and End jump to the
 * first and last question, Enter or Space opens one.
 */
export function QuizNavigator({
  questions,
  currentIndex,
  onSelect,
  columns = 5,
  label,
  hasKey = true,
  ...rest
}: QuizNavigatorProps) {
  const { messages } = useUiMessages();
  const summaryId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(currentIndex);
  const [lastCurrent, setLastCurrent] = useState(currentIndex);
  // The tab stop follows the current question when the page moves to another one.
  if (lastCurrent !== currentIndex) {
    setLastCurrent(currentIndex);
    setActive(currentIndex);
  }

  const count = questions.length;
  const perRow = Math.max(1, Math.floor(columns));
  const tabStop = Math.min(Math.max(active, 0), count - 1);
  const answered = questions.filter((q) => q.isAnswered).length;
  const flagged = questions.filter((q) => q.isFlagged).length;
  const name = label ?? messages.quizNavigatorLabel;
  const summary = [
    formatMessage(messages.quizNavigatorSummary, { answered, unanswered: count - answered }),
    ...(flagged ? [formatMessage(messages.quizNavigatorFlaggedCount, { count: flagged })] : []),
  ].join(', ');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, count, perRow);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  const rows = Array.from({ length: Math.ceil(count / perRow) }, (_, row) =>
    questions
      .slice(row * perRow, row * perRow + perRow)
      .map((q, i) => ({ ...q, index: row * perRow + i })),
  );

  return (
    <Root aria-label={name} {...rest}>
      <Summary id={summaryId}>{summary}</Summary>
      <Grid role="grid" aria-label={name} aria-describedby={summaryId}>
        {rows.map((row, r) => (
          <Row role="row" key={r}>
            {row.map(({ index, isAnswered, isFlagged }) => (
              <div role="gridcell" key={index}>
                <Item
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-current={index === currentIndex ? 'step' : undefined}
                  aria-label={[
                    formatMessage(messages.quizNavigatorQuestion, { number: index + 1 }),
                    isAnswered ? messages.quizNavigatorAnswered : messages.quizNavigatorUnanswered,
                    ...(isFlagged ? [messages.quizNavigatorFlagged] : []),
                  ].join(', ')}
                  $isAnswered={isAnswered}
                  $isCurrent={index === currentIndex}
                  data-answered={isAnswered || undefined}
                  data-flagged={isFlagged || undefined}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onClick={() => {
                    setActive(index);
                    onSelect(index);
                  }}
                >
                  {index + 1}
                  {isFlagged && (
                    <Corner $position="top" $tone="flag">
                      <FlagIcon isFilled />
                    </Corner>
                  )}
                  {isAnswered && (
                    <Corner $position="bottom" $tone="check">
                      <CheckIcon />
                    </Corner>
                  )}
                </Item>
              </div>
            ))}
          </Row>
        ))}
      </Grid>
      {hasKey && <NavigatorKey />}
    </Root>
  );
}
