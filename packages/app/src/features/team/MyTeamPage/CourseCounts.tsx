import { useTranslation } from 'react-i18next';
import { Badge } from '@ajar/ui';
import type { TeamMember } from '@ajar/api/contract';

/**
 * A person's courses by state in one cell, a line each ("3 selesai", "1 berjalan"), then the
 * overdue ones as a danger badge, the part a supervisor acts on. States with none are left out.
 */
export function CourseCounts({ courses }: { courses: TeamMember['courses'] }) {
  const { t } = useTranslation();
  const parts = [
    courses.completed > 0 && t('team.list.count.completed', { count: courses.completed }),
    courses.inProgress > 0 && t('team.list.count.inProgress', { count: courses.inProgress }),
    courses.notStarted > 0 && t('team.list.count.notStarted', { count: courses.notStarted }),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0 && courses.overdue === 0) return t('team.list.noCourses');
  return (
    <>
      {parts.map((part) => (
        <div key={part}>{part}</div>
      ))}
      {courses.overdue > 0 && (
        <Badge tone="danger">{t('team.list.count.overdue', { count: courses.overdue })}</Badge>
      )}
    </>
  );
}
