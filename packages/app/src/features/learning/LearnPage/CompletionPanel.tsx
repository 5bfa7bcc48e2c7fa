import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { learnPath, type OutlineEntry } from '../../../shared/courses/learnOutline';
import type { useCompletion } from './useCompletion';

interface CompletionPanelProps {
  courseId: number;
  isDone: boolean;
  next: OutlineEntry | undefined;
  completion: ReturnType<typeof useCompletion>;
  /** Only the messages, no button (a meeting has its own "I attended"). */
  isResultOnly?: boolean;
  /**
   * Title of the message when the API refuses.
   * @default "could not be marked as done"
   */
  failedTitle?: string;
}

/**
 * Under a content to read: "Mark as done", then the way on. After marking, focus moves to
 * "Continue" (or the message), so keyboard and screen-reader users land on what is next.
 */
export function CompletionPanel({
  courseId,
  isDone,
  next,
  completion,
  isResultOnly = false,
  failedTitle,
}: CompletionPanelProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  const { state, complete } = completion;
  const justDone = state.status === 'done';
  const continueRef = useRef<HTMLAnchorElement | HTMLButtonElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (justDone) (continueRef.current ?? messageRef.current)?.focus();
  }, [justDone]);

  const failed = state.status === 'failed' && (
    <Callout tone="danger" role="alert" title={failedTitle ?? t('learn.read.failed')}>
      <p>{state.message}</p>
    </Callout>
  );

  if (justDone || isDone) {
    const isNextOpen = next !== undefined && next.content.status !== 'locked';
    const href = next ? learnPath(courseId, next.content.id) : '';
    return (
      <Callout
        ref={messageRef}
        tabIndex={-1}
        tone="success"
        role={justDone ? 'status' : undefined}
        title={justDone ? t('learn.read.justDoneTitle') : t('learn.read.doneTitle')}
        actions={
          isNextOpen && (
            <Button ref={continueRef} href={href} onClick={navigateOnClick(href)}>
              {t('learn.read.continue')}
            </Button>
          )
        }
      >
        <p>
          {next
            ? t('learn.read.nextUp', { title: pick(next.content.title) })
            : t('learn.read.last')}
        </p>
      </Callout>
    );
  }
  if (isResultOnly) return failed || null;

  return (
    <>
      {failed}
      <Callout
        title={t('learn.read.askTitle')}
        actions={
          <Button isLoading={state.status === 'sending'} onClick={() => void complete()}>
            {t('learn.read.markDone')}
          </Button>
        }
      >
        <p>{t('learn.read.askHint')}</p>
      </Callout>
    </>
  );
}
