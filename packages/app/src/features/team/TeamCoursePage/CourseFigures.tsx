import { useTranslation } from 'react-i18next';
import { BarChart, PageSection, StatPanel } from '@ajar/ui';
import type { TeamCourseSummary } from '@ajar/api/contract';
import { TEAM_COURSE_STATES } from '@ajar/api/contract/team-rules';
import { useTeamFormats } from '../shared/useTeamFormats';

/** The course's figures for my team, then its people by state as a chart (with its table). */
export function CourseFigures({ summary }: { summary: TeamCourseSummary }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const score =
    summary.averageScore === null
      ? t(summary.hasFinalQuiz ? 'teamReports.noScore' : 'teamReports.noFinalQuiz')
      : format.hours(summary.averageScore);
  return (
    <>
      <StatPanel
        items={[
          { label: t('teamReports.courses.people'), value: summary.people },
          { label: t('team.state.completed'), value: summary.states.completed },
          { label: t('team.state.overdue'), value: summary.states.overdue },
          { label: t('teamReports.courses.score'), value: score },
          {
            label: t('teamReports.courses.nextDue'),
            value: summary.nextDueAt ? format.day(summary.nextDueAt) : t('teamReports.noDue'),
          },
        ]}
      />
      {summary.people > 0 && (
        <PageSection title={t('teamReports.course.chartTitle')}>
          <BarChart
            title={t('teamReports.course.chart')}
            labels={TEAM_COURSE_STATES.map((state) => t(`team.state.${state}`))}
            labelsName={t('teamReports.courses.states')}
            series={[
              {
                name: t('teamReports.courses.people'),
                values: TEAM_COURSE_STATES.map((state) => summary.states[state]),
              },
            ]}
          />
        </PageSection>
      )}
    </>
  );
}
