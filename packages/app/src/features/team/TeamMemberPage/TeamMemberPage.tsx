import { useTranslation } from 'react-i18next';
import { Button, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { recapPath } from '../../teamEvaluations/shared/evaluationKeys';
import { isNotMyReport, MemberNotFound } from '../shared/MemberNotFound';
import { TeamCrumbs } from '../shared/TeamCrumbs';
import { memberPath, teamMemberKey } from '../shared/teamKeys';
import { useMemberId } from '../shared/useMemberId';
import { MemberCertificates } from './MemberCertificates';
import { MemberCourses } from './MemberCourses';
import { MemberLog } from './MemberLog';
import { MemberProfile } from './MemberProfile';

/**
 * /my-team/:id: one of my direct reports: who they are, their hours against the target, their
 * courses (most urgent first, as the API orders them), certificates, and what supervisors
 * assigned them; and the way to assign a course.
 */
export function TeamMemberPage() {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const id = useMemberId();
  const load = useApi(id === null ? null : teamMemberKey(id));
  const isGone = id === null || isNotMyReport(load.error);
  const detail = isGone ? undefined : load.data;
  const title = detail?.member.name ?? t('pages.teamMember.title');
  useHead(title);

  const assignPath = detail && memberPath(detail.member.id, 'assign-course');
  const evaluationsPath = detail && recapPath(detail.member.id);
  const header = (
    <PageHeader
      breadcrumb={<TeamCrumbs current={title} />}
      title={title}
      actions={
        assignPath &&
        evaluationsPath && (
          <>
            <Button href={assignPath} onClick={navigateOnClick(assignPath)}>
              {t('team.member.assign')}
            </Button>
            <Button
              variant="secondary"
              href={evaluationsPath}
              onClick={navigateOnClick(evaluationsPath)}
            >
              {t('team.member.evaluations')}
            </Button>
          </>
        )
      }
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <MemberNotFound />
      </>
    );
  if (!detail)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('team.member.error'), description: t('loadError.network') }}
          loadingLabel={t('team.member.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );
  return (
    <>
      {header}
      <MemberProfile detail={detail} />
      <MemberCourses detail={detail} />
      <MemberCertificates detail={detail} />
      <MemberLog detail={detail} />
    </>
  );
}
