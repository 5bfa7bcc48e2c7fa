import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, ProgressIndicator, Table, type TableColumn } from '@ajar/ui';
import type { TeamMemberCourse, TeamMemberDetail } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { CourseStateBadge } from '../shared/CourseStateBadge';
import { useTeamFormats } from '../shared/useTeamFormats';

/**
 * The person's courses in the API's order (overdue first, then unfinished by due date, then
 * finished): state in words, progress, due date, who assigned it and why, when it was finished.
 */
export function MemberCourses({ detail }: { detail: TeamMemberDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const { name } = detail.member;

  const day = (iso: string | null, none: string) =>
    iso ? <time dateTime={iso}>{format.shortDay(iso)}</time> : none;
  const assigner = (course: TeamMemberCourse) =>
    course.assignedBy ??
    // An assignment whose supervisor's account is gone still was one.
    t(course.assignedAt ? 'team.member.log.someone' : 'team.member.courses.selfEnrolled');

  const columns: TableColumn<TeamMemberCourse>[] = [
    {
      key: 'course',
      header: t('team.member.courses.course'),
      isRowHeader: true,
      render: (course) => pick(course.course.title),
    },
    {
      key: 'state',
      header: t('team.member.courses.state'),
      render: (course) => (
        <>
          <CourseStateBadge state={course.state} />
          <ProgressIndicator
            value={course.progress}
            size="sm"
            hasStateLabel={false}
            label={t('team.member.courses.progressOf', { name, title: pick(course.course.title) })}
          />
        </>
      ),
    },
    {
      key: 'due',
      header: t('team.member.courses.due'),
      render: (course) => day(course.dueAt, t('team.member.courses.noDue')),
    },
    {
      key: 'assignedBy',
      header: t('team.member.courses.assignedBy'),
      render: (course) => (
        <>
          {assigner(course)}
          {course.note && <div>{t('team.member.courses.note', { note: course.note })}</div>}
        </>
      ),
    },
    {
      key: 'completedAt',
      header: t('team.member.courses.completedAt'),
      render: (course) => day(course.completedAt, t('team.member.courses.notCompleted')),
    },
  ];

  return (
    <PageSection
      title={t('team.member.courses.title')}
      description={detail.courses.length > 0 ? t('team.member.courses.description') : undefined}
    >
      {detail.courses.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('team.member.courses.empty', { name })}
          description={t('team.member.courses.emptyHint', { name })}
        />
      ) : (
        <Table
          caption={t('team.member.courses.caption', { name })}
          isCaptionHidden
          columns={columns}
          rows={detail.courses}
          getRowKey={(course) => course.course.id}
          narrowLayout="stack"
        />
      )}
    </PageSection>
  );
}
