import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@ajar/ui';
import type { TeamCourseState } from '@ajar/api/contract/team-rules';

/** Overdue is the one state a supervisor acts on: the danger tone, never the tenant colour. */
const TONE: Record<TeamCourseState, BadgeTone> = {
  notStarted: 'neutral',
  inProgress: 'info',
  completed: 'success',
  overdue: 'danger',
};

/** A course's state for one person, in words: "Belum dimulai", "Berjalan", "Selesai", "Terlambat". */
export function CourseStateBadge({ state }: { state: TeamCourseState }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[state]}>{t(`team.state.${state}`)}</Badge>;
}
