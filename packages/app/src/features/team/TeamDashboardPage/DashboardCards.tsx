import { useTranslation } from 'react-i18next';
import { StatPanel } from '@ajar/ui';
import type { TeamDashboard } from '@ajar/api/contract';

/** The figures a supervisor acts on, each with what it counts. */
export function DashboardCards({ board }: { board: TeamDashboard }) {
  const { t } = useTranslation();
  const { cards } = board;
  return (
    <StatPanel
      items={[
        {
          label: t('teamReports.dashboard.completion'),
          value:
            cards.completionPercent === null
              ? t('teamReports.dashboard.noneAssigned')
              : t('teamReports.percent', { value: cards.completionPercent }),
          hint: t('teamReports.dashboard.completionHint', {
            done: cards.assignedCompleted,
            count: cards.assigned,
          }),
        },
        { label: t('teamReports.dashboard.overdue'), value: cards.overdue },
        {
          label: t('teamReports.dashboard.approvals'),
          value: cards.pendingRequests + cards.pendingRecords,
          hint: t('teamReports.dashboard.approvalsHint', {
            requests: cards.pendingRequests,
            records: cards.pendingRecords,
          }),
        },
        {
          label: t('teamReports.dashboard.inactive', { days: board.inactiveDays }),
          value: cards.inactive,
        },
      ]}
    />
  );
}
