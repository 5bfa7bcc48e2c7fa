import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseOutline, ProgressIndicator } from '@ajar/ui';
import type { LearnOutline } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { routerLink } from '../../../shared/shell/routerLink';
import { ContentArea } from './ContentArea';
import { ContentNotFound } from './ContentStates';
import { LearnFrame } from './LearnFrame';
import { Pager } from './Pager';
import { contentKey, flattenOutline, outlineSections } from '../../../shared/courses/learnOutline';
import { useOpenSections } from './useOpenSections';
import { QuizRunningContext } from '../shared/quiz/quizRunning';

interface LearnPlayerProps {
  outline: LearnOutline;
  /** The content in the address, or null when the address names none. */
  contentId: number | null;
  /** Reads the outline again after the learner's progress changed. */
  onOutlineChanged: () => void;
}

/** One content of an enrolled course, with the outline, progress and previous/next around it. */
export function LearnPlayer({ outline, contentId, onOutlineChanged }: LearnPlayerProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const courseId = outline.course.id;
  const entries = flattenOutline(outline);
  const entry = entries.find((e) => e.content.id === contentId);
  // A locked content is not asked for: the outline already says so, and the 403 would be
  // cached until the content opens.
  const isLocked = entry?.content.status === 'locked';
  const content = useApi(entry && !isLocked ? contentKey(courseId, entry.content.id) : null);
  const open = useOpenSections(entry ? String(entry.sectionId) : undefined);
  // One way on per screen: while an attempt runs, the quiz's own next and submit.
  const [isQuizRunning, setQuizRunning] = useState(false);

  const courseTitle = pick(outline.course.title);
  const title = entry ? pick(entry.content.title) : t('learn.contentNotFound.title');
  useHead(t('learn.documentTitle', { content: title, course: courseTitle }));

  const refresh = () => {
    onOutlineChanged();
    void content.mutate();
  };

  return (
    <LearnFrame
      courseTitle={courseTitle}
      backHref={`/my-courses/${courseId}`}
      scrollKey={contentId ?? undefined}
      progress={
        <ProgressIndicator
          value={outline.enrolment.progress}
          size="sm"
          label={t('learn.progress')}
          hasStateLabel={false}
        />
      }
      outline={
        <CourseOutline
          sections={outlineSections(outline, pick)}
          currentContentId={contentId === null ? undefined : String(contentId)}
          renderLink={routerLink}
          {...open}
        />
      }
      footer={
        entry &&
        !isQuizRunning && (
          <Pager entries={entries} entry={entry} content={content.data} courseId={courseId} />
        )
      }
    >
      {entry ? (
        <QuizRunningContext value={setQuizRunning}>
          <ContentArea
            key={entry.content.id}
            outline={outline}
            entries={entries}
            entry={entry}
            content={content}
            onProgress={refresh}
          />
        </QuizRunningContext>
      ) : (
        <ContentNotFound outline={outline} />
      )}
    </LearnFrame>
  );
}
