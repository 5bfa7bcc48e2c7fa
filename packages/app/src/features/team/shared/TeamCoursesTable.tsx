import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '@ajar/ui';
import type { TeamCourseSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { CourseStatesCell } from './CourseStatesCell';
import { teamCoursePath } from './teamReportKeys';
import { useTeamFormats } from './useTeamFormats';

/**
 * Courses as my team takes them, each named by a link to the course's page: people by state,
 * the average best final score, hours and the next due date. The team courses page and the
 * dashboard's per-course table show the same.
 */
export function TeamCoursesTable({
  courses,
  caption,
}: {
  courses: readonly TeamCourseSummary[];
  caption: string;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const columns: TableColumn<TeamCourseSummary>[] = [
    {
      key: 'course',
      header: t('teamReports.courses.course'),
      isRowHeader: true,
      render: (row) => (
        <AppLink to={teamCoursePath(row.course.id)}>{pick(row.course.title)}</AppLink>
      ),
    },
    { key: 'people', header: t('teamReports.courses.people'), align: 'end' },
    {
      key: 'states',
      header: t('teamReports.courses.states'),
      render: (row) => <CourseStatesCell states={row.states} />,
    },
    {
      key: 'score',
      header: t('teamReports.courses.score'),
      align: 'end',
      render: (row) =>
        row.averageScore === null
          ? t(row.hasFinalQuiz ? 'teamReports.noScore' : 'teamReports.noFinalQuiz')
          : format.hours(row.averageScore),
    },
    {
      key: 'hours',
      header: t('teamReports.courses.hours'),
      align: 'end',
      render: (row) => t('teamReports.hours', { hours: format.hours(row.hours) }),
    },
    {
      key: 'due',
      header: t('teamReports.courses.nextDue'),
      render: (row) =>
        row.nextDueAt ? (
          <time dateTime={row.nextDueAt}>{format.shortDay(row.nextDueAt)}</time>
        ) : (
          t('teamReports.noDue')
        ),
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={courses}
      getRowKey={(row) => row.course.id}
      narrowLayout="stack"
    />
  );
}
