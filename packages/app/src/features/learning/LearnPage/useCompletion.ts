import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api';
import type { LearnProgress } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { contentKey, outlineKey } from '../../../shared/courses/learnOutline';
import { showsCourseProgress } from '../../../shared/data/myCourseKeys';

export type CompletionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; progress: LearnProgress }
  | { status: 'failed'; message: string };

/**
 * Marks a reading content done or a meeting attended. Afterwards the outline, this content
 * and the learner's course pages are read again, so the next content shows as open before
 * the learner is offered "Next". A refusal shows the API's own (translated) message.
 */
export function useCompletion(courseId: number, contentId: number) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<CompletionState>({ status: 'idle' });

  const complete = async () => {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const progress = await apiRequest('post', '/courses/{id}/learn/{contentId}/complete', {
        path: { id: courseId, contentId },
      });
      await Promise.all([
        mutate(outlineKey(courseId)),
        mutate(contentKey(courseId, contentId)),
        // Pages elsewhere that show this course's progress read it fresh when next opened.
        mutate(showsCourseProgress(courseId)),
      ]);
      setState({ status: 'done', progress });
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof ApiRequestError ? error.message : t('learn.failedNetwork'),
      });
    }
  };

  return { state, complete };
}
