import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@ajar/ui';
import type { TeamQuestionStatus } from '@ajar/api/contract/team-question-rules';

/**
 * The state in words, the tone only setting them apart (never the tenant colour): waiting
 * for an answer warns, an answer to read informs, a read one is done, a withdrawn one is out.
 */
const TONE: Record<TeamQuestionStatus, BadgeTone> = {
  open: 'warning',
  answered: 'info',
  read: 'success',
  withdrawn: 'neutral',
};

export function QuestionStatus({ status }: { status: TeamQuestionStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`teamQuestions.status.${status}`)}</Badge>;
}
