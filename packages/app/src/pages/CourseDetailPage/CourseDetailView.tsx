import { useTranslation } from 'react-i18next';
import { Button, CourseOutline, CourseOverview, CourseOverviewSection, EmptyState } from '@ajar/ui';
import type { CourseDetail } from '@ajar/api/contract';
import { useLocalized } from '../../data/localized';
import { useSession } from '../../session';
import { outlineSections } from './outline';
import { useDurationText } from './useDurationText';
import { useNavigateOnClick } from './useNavigateOnClick';

/** A loaded course: summary with the main action, description and outline. */
export function CourseDetailView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const duration = useDurationText();
  const navigateOnClick = useNavigateOnClick();
  const isSignedIn = useSession() !== null;
  const title = pick(course.title);

  // Learning needs an account: visitors go to sign-in and come back here afterwards.
  const target = isSignedIn ? `/courses/${course.id}/learn` : `/sign-in?next=/courses/${course.id}`;
  const action = (
    <Button href={target} onClick={navigateOnClick(target)} size="lg">
      {isSignedIn ? t('courses.detail.start') : t('courses.detail.signInToStart')}
    </Button>
  );

  return (
    <CourseOverview
      title={title}
      coverSrc={course.coverUrl ?? undefined}
      action={action}
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
          <CourseOutline sections={outlineSections(course.sections, pick, isSignedIn)} />
        ) : (
          <EmptyState headingLevel={3} title={t('courses.detail.noContents')} />
        )}
      </CourseOverviewSection>
    </CourseOverview>
  );
}
