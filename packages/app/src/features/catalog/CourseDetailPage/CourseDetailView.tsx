import { useTranslation } from 'react-i18next';
import {
  CourseOutline,
  CourseOverview,
  CourseOverviewSection,
  EmptyState,
  useCourseDuration,
} from '@ajar/ui';
import type { CourseDetail } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useSession } from '../../../session';
import { outlineKey } from '../../../shared/courses/learnOutline';
import { coverArtFor } from '../../../shared/courses/coverArt';
import { outlineSections } from './outline';
import { EnrolAction } from './EnrolAction';
import { enrolmentKey } from '../../../shared/data/myCourseKeys';

/** A loaded course: summary with the main action, description and outline. */
export function CourseDetailView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const duration = useCourseDuration();
  const isSignedIn = useSession() !== null;
  const title = pick(course.title);
  // The same requests as the enrol action and the player, so SWR shares their answers.
  const access = useApi(isSignedIn ? enrolmentKey(course.id) : null);
  const isEnrolled = Boolean(access.data?.enrolment);
  const learned = useApi(isEnrolled ? outlineKey(course.id) : null);

  return (
    <CourseOverview
      title={title}
      coverSrc={course.coverUrl ?? undefined}
      coverArt={coverArtFor(course.category?.slug)}
      action={<EnrolAction courseId={course.id} isSignedIn={isSignedIn} />}
      facts={[
        {
          label: t('courses.detail.category'),
          value: course.category ? pick(course.category.name) : undefined,
        },
        { label: t('courses.detail.trainer'), value: course.trainer?.name },
        { label: t('courses.detail.duration'), value: duration(course.durationMinutes) },
        {
          label: t('courses.detail.contents'),
          value: t('courses.detail.contentCount', { count: course.contentCount }),
        },
      ]}
    >
      <CourseOverviewSection title={t('courses.detail.about')}>
        <p>{pick(course.description)}</p>
      </CourseOverviewSection>
      <CourseOverviewSection title={t('courses.detail.outline')}>
        {course.sections.length > 0 ? (
          <CourseOutline sections={outlineSections(course.sections, pick, learned.data)} />
        ) : (
          <EmptyState headingLevel={3} title={t('courses.detail.noContents')} />
        )}
      </CourseOverviewSection>
    </CourseOverview>
  );
}
