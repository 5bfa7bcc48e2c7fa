import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import type { BulkAssignResult } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { TeamCourseCrumbs } from '../shared/TeamCourseCrumbs';
import { isNotOurCourse, TeamCourseNotFound } from '../shared/TeamCourseNotFound';
import { teamCourseAssigneesKey } from '../shared/teamReportKeys';
import { useTeamCourseId } from '../shared/useTeamCourseId';
import { AssignResults } from './AssignResults';
import { BulkAssignForm } from './BulkAssignForm';

/**
 * /my-team/course/:name/user: assign this course to one or many of my direct reports at once,
 * with one due date and note; afterwards, who was assigned and who was refused (and why).
 */
export function TeamCourseAssignPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const id = useTeamCourseId();
  const load = useApi(id === null ? null : teamCourseAssigneesKey(id));
  const [results, setResults] = useState<BulkAssignResult[] | null>(null);
  const data = load.data;
  const title = data ? pick(data.course.title) : undefined;
  const current = t('pages.teamCourseUser.title');
  useHead(title ? `${current} · ${title}` : current);

  let body;
  if (id === null || isNotOurCourse(load.error)) body = <TeamCourseNotFound />;
  else if (!data)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('teamReports.assign.error'), description: t('loadError.network') }}
        loadingLabel={t('teamReports.assign.loading')}
      >
        <Skeleton lines={6} />
      </LoadPending>
    );
  else if (data.people.length === 0)
    body = <EmptyState title={t('team.list.empty')} description={t('team.list.emptyHint')} />;
  else
    body = (
      <>
        {results && <AssignResults results={results} />}
        <BulkAssignForm key={results ? 'again' : 'first'} data={data} onDone={setResults} />
      </>
    );

  return (
    <>
      <PageHeader
        title={current}
        description={title && t('teamReports.assign.lead', { title })}
        breadcrumb={
          <TeamCourseCrumbs
            course={id !== null && title ? { id, title } : undefined}
            current={current}
          />
        }
      />
      {body}
    </>
  );
}
