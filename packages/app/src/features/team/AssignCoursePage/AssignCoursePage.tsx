import { useTranslation } from 'react-i18next';
import { PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { isNotMyReport, MemberNotFound } from '../shared/MemberNotFound';
import { TeamCrumbs } from '../shared/TeamCrumbs';
import { teamMemberKey } from '../shared/teamKeys';
import { useMemberId } from '../shared/useMemberId';
import { AssignCourseForm } from './AssignCourseForm';

/**
 * /my-team/:id/assign-course: a supervisor assigns one of the company's courses to a direct
 * report, with a due date and a note; the person is told. The person is read first, for
 * their name and whether they are mine (the page they came from has it cached).
 */
export function AssignCoursePage() {
  const { t } = useTranslation();
  const id = useMemberId();
  const load = useApi(id === null ? null : teamMemberKey(id));
  const isGone = id === null || isNotMyReport(load.error);
  const member = isGone ? undefined : load.data?.member;
  const title = t('pages.assignCourse.title');
  useHead(title);

  const header = (
    <PageHeader
      title={title}
      description={member && t('team.assign.lead', { name: member.name })}
      breadcrumb={<TeamCrumbs member={member} current={title} />}
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <MemberNotFound />
      </>
    );
  if (!member)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('team.member.error'), description: t('loadError.network') }}
          loadingLabel={t('team.member.loading')}
        >
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <AssignCourseForm member={member} />
    </>
  );
}
