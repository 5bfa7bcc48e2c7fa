import { useTranslation } from 'react-i18next';
import { ContentTypeBadge, PageHeader, useCourseDuration } from '@ajar/ui';
import type { LearnContent, LearnOutline } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import type { ApiState } from '../../../shared/data/useApi';
import { CompletionBanner } from './CompletionBanner';
import { ContentNotFound, LockedContent } from './ContentStates';
import { ContentSkeleton } from './CourseStates';
import { ContentView } from './ContentView';
import { isCompleted, type OutlineEntry } from '../../../shared/courses/learnOutline';

interface ContentAreaProps {
  outline: LearnOutline;
  entries: OutlineEntry[];
  entry: OutlineEntry;
  content: ApiState<LearnContent>;
  /** The learner's progress changed (marked done, attended, quiz submitted). */
  onProgress: () => void;
}

/** The content's title and where it sits, then the content itself or why it cannot show. */
export function ContentArea({ outline, entries, entry, content, onProgress }: ContentAreaProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const durationText = useCourseDuration();
  const { data, error } = content;
  const isLocked =
    entry.content.status === 'locked' || (error instanceof ApiRequestError && error.status === 403);

  let body;
  if (data) {
    const next = entries.find((e) => e.content.id === data.nextId);
    body = (
      <ContentView
        courseId={outline.course.id}
        content={data}
        next={next}
        onProgress={onProgress}
      />
    );
  } else if (isLocked) {
    body = <LockedContent outline={outline} />;
  } else if (error instanceof ApiRequestError && error.status === 404) {
    body = <ContentNotFound outline={outline} />;
  } else if (error) {
    body = (
      <LoadErrorState
        error={error}
        title={t('learn.error.title')}
        onRetry={content.retry}
        isRetrying={content.isValidating}
      />
    );
  } else {
    body = <ContentSkeleton />;
  }

  return (
    <>
      <PageHeader
        title={pick(entry.content.title)}
        description={
          <>
            {pick(entry.sectionTitle)} · <ContentTypeBadge type={entry.content.type} /> ·{' '}
            {durationText(entry.content.durationMinutes)}
          </>
        }
      />
      {isCompleted(outline) && <CompletionBanner outline={outline} />}
      {body}
    </>
  );
}
