import { useTranslation } from 'react-i18next';
import { PageHeader, Skeleton } from '@ajar/ui';
import type { Dashboard } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { dashboardKey } from '../../../shared/data/myCourseKeys';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { FirstRun } from './FirstRun';
import { ContinueSection, DueSection } from './LearningSections';
import { NextUpSection } from './NextUpSection';
import { CertificatesSection, GlanceSection } from './ProgressSections';
import { DailyQuizSection, TeamSection } from './OptionalSections';
import { QuestionsSection } from './QuestionsSection';

/** No enrolment, no certificate, nothing booked: the account has not started yet. */
const isFirstRun = (d: Dashboard) =>
  d.continueLearning === null &&
  d.progress.inProgress === 0 &&
  d.progress.completed === 0 &&
  d.recentCertificates.length === 0 &&
  d.nextEvent === null;

/** /my-dashboard, where sign-in lands: what to do next and how far the learner has come. */
export function DashboardPage() {
  const { t } = useTranslation();
  const load = useApi(dashboardKey);
  const { data } = load;
  const title = t('pages.myDashboard.title');
  useHead(title);
  const header = <PageHeader title={title} description={t('dashboard.lead')} />;

  if (!data)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('dashboard.error'), description: t('dashboard.errorDescription') }}
          loadingLabel={t('dashboard.loading')}
        >
          <Skeleton lines={1} width="40%" />
          <Skeleton variant="rect" />
          <Skeleton lines={3} />
        </LoadPending>
      </>
    );

  return (
    <>
      {header}
      {isFirstRun(data) ? (
        <FirstRun />
      ) : (
        <>
          <ContinueSection tile={data.continueLearning} />
          <DueSection due={data.due} />
        </>
      )}
      {data.openQuestions && <QuestionsSection tile={data.openQuestions} />}
      {data.dailyQuiz && <DailyQuizSection tile={data.dailyQuiz} />}
      <NextUpSection event={data.nextEvent} meeting={data.nextMeeting} />
      {data.team && <TeamSection tile={data.team} />}
      {!isFirstRun(data) && (
        <>
          <GlanceSection progress={data.progress} />
          <CertificatesSection certificates={data.recentCertificates} />
        </>
      )}
    </>
  );
}
