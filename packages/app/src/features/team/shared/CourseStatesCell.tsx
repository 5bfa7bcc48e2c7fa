import { useTranslation } from 'react-i18next';
import { Badge } from '@ajar/ui';
import type { TeamCourseSummary } from '@ajar/api/contract';

/**
 * A course's people by state in one cell, a line each ("3 selesai"), then the overdue as a
 * danger badge, as my team's list counts a person's courses. States with no one are left out.
 */
export function CourseStatesCell({ states }: { states: TeamCourseSummary['states'] }) {
  const { t } = useTranslation();
  const parts = (['completed', 'inProgress', 'notStarted'] as const)
    .filter((state) => states[state] > 0)
    .map((state) => t(`team.list.count.${state}`, { count: states[state] }));
  return (
    <>
      {parts.map((part) => (
        <div key={part}>{part}</div>
      ))}
      {states.overdue > 0 && (
        <Badge tone="danger">{t('team.list.count.overdue', { count: states.overdue })}</Badge>
      )}
    </>
  );
}
