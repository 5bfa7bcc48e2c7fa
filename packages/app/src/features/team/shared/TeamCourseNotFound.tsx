import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ajar/ui';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { AppLink } from '../../../shared/shell/AppLink';
import { TEAM_COURSES_PATH } from './teamReportKeys';

/** The API answers 404 for another company's course; a malformed id is refused before that. */
export const isNotOurCourse = (error: unknown) =>
  error instanceof ApiRequestError && [400, 404].includes(error.status);

/** No such course for my team: why, and the way back to the team's courses. */
export function TeamCourseNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('teamReports.course.notFound')}
      description={t('teamReports.course.notFoundHint')}
      action={<AppLink to={TEAM_COURSES_PATH}>{t('teamReports.course.back')}</AppLink>}
    />
  );
}
