import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, CardGrid, QuizLayout, RadioGroup } from '@ajar/ui';
import type { PsychotestAttempt } from '@ajar/api/contract';
import { PSYCHOTEST_PAGE_SIZE } from '@ajar/api/contract/psychotest-rules';
import { ApiRequestError, NetworkError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { isAnswered } from '../shared/quiz/localAnswers';
import { SaveIndicator } from '../shared/quiz/SaveIndicator';
import { PsychotestNote } from './PsychotestNote';
import { submitPsychotest } from './psychotestsApi';
import { usePsychotestAnswers } from './usePsychotestAnswers';
import { usePsychotestFormats } from './usePsychotestFormats';

type Problem = 'missing' | 'offline' | 'failed';
type FocusTarget = { on: 'page' } | { on: 'item'; index: number };

/** The first radio of a statement, where "go to statement 4" puts focus. */
const itemId = (attemptId: number, index: number) => `psychotest-${attemptId}-item-${index + 1}`;

export interface PsychotestTakingProps {
  attempt: PsychotestAttempt;
  /** Started a moment ago from the consent: focus goes to the first page's heading. */
  isJustStarted?: boolean;
  /** The attempt changed elsewhere (a newer answer, or sent): read it again. */
  onReread: () => void;
  /** Sent and scored: the attempt with its result. */
  onSubmitted: (attempt: PsychotestAttempt) => void;
}

/**
 * An open attempt, ten statements a page, each answered on the test's five points with their
 * full labels. Answers are kept on this device and sent as they are given (answerStore.ts); a
 * reload opens the page with the first statement still unanswered. "Kirim jawaban" on the last
 * page names the statements still missing, and takes the person to them.
 */
export function PsychotestTaking({
  attempt,
  isJustStarted = false,
  onReread,
  onSubmitted,
}: PsychotestTakingProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = usePsychotestFormats();
  const { store, snapshot } = usePsychotestAnswers(attempt.id, onReread);
  const { items } = attempt;
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / PSYCHOTEST_PAGE_SIZE));

  // The server's answers, overlaid with this device's newer ones.
  const valueOf = (n: number): string => {
    const local = snapshot.values[n];
    return typeof local === 'string' ? local : (attempt.answers[n] ?? '');
  };
  const missing = items.flatMap((item, index) => (isAnswered(valueOf(item.n)) ? [] : [index]));
  const pageOf = (index: number) => Math.floor(index / PSYCHOTEST_PAGE_SIZE);

  const [page, setPage] = useState(() =>
    missing.length > 0 ? pageOf(missing[0]!) : pageCount - 1,
  );
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [focus, setFocus] = useState<FocusTarget | null>(() =>
    isJustStarted ? { on: 'page' } : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);

  // A new page starts at its heading; "go to statement 4" lands on that statement.
  useEffect(() => {
    if (!focus) return;
    const target =
      focus.on === 'page'
        ? heading.current
        : document.getElementById(itemId(attempt.id, focus.index));
    target?.scrollIntoView({ block: focus.on === 'page' ? 'start' : 'center' });
    target?.focus({ preventScroll: true });
  }, [focus, attempt.id]);

  const first = page * PSYCHOTEST_PAGE_SIZE;
  const shown = items.slice(first, first + PSYCHOTEST_PAGE_SIZE);
  const isLast = page >= pageCount - 1;
  const goTo = (next: number) => {
    setPage(Math.min(Math.max(next, 0), pageCount - 1));
    setFocus({ on: 'page' });
  };

  async function submit() {
    if (missing.length > 0) {
      setProblem('missing');
      return;
    }
    setProblem(null);
    setIsSubmitting(true);
    try {
      // What the server confirmed it has stays here; the rest goes with the submit.
      const unsaved = store
        .forSubmit()
        .filter((answer) => snapshot.states[answer.questionId] !== 'saved');
      const done = await submitPsychotest(attempt.id, unsaved);
      store.clear();
      onSubmitted(done);
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiRequestError && error.code === 'psychotest_incomplete')
        setProblem(missing.length > 0 ? 'missing' : 'failed');
      else setProblem(error instanceof NetworkError ? 'offline' : 'failed');
    }
  }

  const firstMissing = missing[0];
  const status = (
    <>
      <p>{t('psychotests.take.progress', { answered: total - missing.length, total })}</p>
      <SaveIndicator status={snapshot.status} />
    </>
  );

  const actions = (
    <>
      {page > 0 && (
        <Button variant="secondary" onClick={() => goTo(page - 1)}>
          {t('psychotests.take.previous')}
        </Button>
      )}
      {isLast ? (
        <Button
          onClick={submit}
          isLoading={isSubmitting}
          loadingLabel={t('psychotests.take.submitting')}
        >
          {t('psychotests.take.submit')}
        </Button>
      ) : (
        <Button onClick={() => goTo(page + 1)}>{t('psychotests.take.next')}</Button>
      )}
    </>
  );

  return (
    <>
      <Card title={t('psychotests.take.instructions')} headingLevel={3}>
        <p>{pick(attempt.instructions)}</p>
      </Card>
      <PsychotestNote headingLevel={3} />
      <QuizLayout status={status} actions={actions}>
        <h3 ref={heading} tabIndex={-1}>
          {t('psychotests.take.page', {
            from: first + 1,
            to: first + shown.length,
            total,
          })}
        </h3>
        <CardGrid layout="stack" aria-label={t('psychotests.take.statements')}>
          {shown.map((item, offset) => {
            const index = first + offset;
            return (
              <Card key={item.n}>
                <RadioGroup
                  id={itemId(attempt.id, index)}
                  name={`psychotest-${attempt.id}-${item.n}`}
                  label={`${index + 1}. ${pick(item.text)}`}
                  options={attempt.scale.map((label, point) => ({
                    value: String(point + 1),
                    label: pick(label),
                  }))}
                  value={valueOf(item.n)}
                  onChange={(event) => store.answer(item.n, event.target.value)}
                />
              </Card>
            );
          })}
        </CardGrid>
        {problem === 'missing' && firstMissing !== undefined && (
          <Callout
            role="alert"
            tone="warning"
            headingLevel={4}
            title={t('psychotests.take.missingTitle')}
            actions={
              <Button
                variant="secondary"
                onClick={() => {
                  setPage(pageOf(firstMissing));
                  setFocus({ on: 'item', index: firstMissing });
                }}
              >
                {t('psychotests.take.goTo', { number: firstMissing + 1 })}
              </Button>
            }
          >
            <p>
              {t('psychotests.take.missing', {
                count: missing.length,
                list: format.and(missing.map((index) => index + 1)),
              })}
            </p>
          </Callout>
        )}
        {(problem === 'offline' || problem === 'failed') && (
          <Callout
            role="alert"
            tone="danger"
            headingLevel={4}
            title={t('psychotests.take.submitFailed')}
          >
            <p>{t(`psychotests.take.${problem}`)}</p>
          </Callout>
        )}
      </QuizLayout>
    </>
  );
}
