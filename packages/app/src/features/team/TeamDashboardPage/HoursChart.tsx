import { useTranslation } from 'react-i18next';
import { BarChart, PageSection } from '@ajar/ui';
import type { TeamDashboard } from '@ajar/api/contract';

/** This year's training hours per person against the company's target, as a chart with its table. */
export function HoursChart({ board }: { board: TeamDashboard }) {
  const { t } = useTranslation();
  const series = [
    { name: t('teamReports.dashboard.hoursDone'), values: board.people.map((p) => p.hours) },
  ];
  if (board.hoursTarget > 0)
    series.push({
      name: t('teamReports.dashboard.hoursTarget'),
      values: board.people.map(() => board.hoursTarget),
    });
  return (
    <PageSection title={t('teamReports.dashboard.hoursTitle', { year: board.year })}>
      <BarChart
        orientation="horizontal"
        title={t('teamReports.dashboard.hoursChart', { year: board.year })}
        labels={board.people.map((p) => p.name)}
        labelsName={t('teamReports.people.name')}
        series={series}
        valueFormat="hours"
      />
    </PageSection>
  );
}
