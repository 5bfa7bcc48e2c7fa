import { useTranslation } from 'react-i18next';
import { PageSection, ProgressIndicator, StatPanel } from '@ajar/ui';
import type { MyCourseDetail } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { FinalQuizBadge } from '../shared/badges';
import { CourseActions } from '../shared/CourseActions';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { useFormatScore } from '../shared/format';

/** Progress against the pass mark, the final quiz, and the way back into the course. */
export function CourseSummary({ detail }: { detail: MyCourseDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDateTime = useFormatDateTime();
  const title = pick(detail.course.title);
  const { enrolment } = detail;
  return (
    <PageSection title={t('myCourses.detail.summaryTitle')}>
      <StatPanel
        items={[
          {
            label: t('myCourses.detail.progress'),
            value: (
              <ProgressIndicator
                value={enrolment.progress}
                threshold={detail.passThreshold}
                label={t('myCourses.detail.progressOf', { title })}
                hasStateLabel={false}
              />
            ),
          },
          {
            label: t('myCourses.finalQuiz.label'),
            value: <FinalQuizBadge enrolment={enrolment} isShort />,
          },
          { label: t('myCourses.detail.passThreshold'), value: detail.passThreshold },
          {
            label: t('myCourses.detail.completedAt'),
            value: enrolment.completedAt ? (
              <time dateTime={enrolment.completedAt}>{formatDateTime(enrolment.completedAt)}</time>
            ) : undefined,
          },
        ]}
        actions={
          <CourseActions
            courseId={detail.course.id}
            title={title}
            enrolment={enrolment}
            nextContentId={detail.nextContentId}
          />
        }
      />
    </PageSection>
  );
}

/** "Peningkatan belajar": the post test minus the pre test, with both scores, signed. */
export function LearningGain({ gain }: { gain: MyCourseDetail['learningGain'] }) {
  const { t } = useTranslation();
  const formatScore = useFormatScore();
  const title = t('myCourses.detail.gainTitle');
  if (!gain) return <PageSection title={title} description={t('myCourses.detail.gainEmpty')} />;
  // Signed either way, so a drop reads as one: "+35", "−10".
  const sign = gain.gain > 0 ? '+' : gain.gain < 0 ? '−' : '';
  return (
    <PageSection title={title} description={t('myCourses.detail.gainDescription')}>
      <StatPanel
        items={[
          { label: t('myCourses.detail.preTest'), value: formatScore(gain.preTest) },
          { label: t('myCourses.detail.postTest'), value: formatScore(gain.postTest) },
          {
            label: t('myCourses.detail.gain'),
            value: `${sign}${formatScore(Math.abs(gain.gain))}`,
            hint: t('myCourses.detail.gainPoints'),
          },
        ]}
      />
    </PageSection>
  );
}
