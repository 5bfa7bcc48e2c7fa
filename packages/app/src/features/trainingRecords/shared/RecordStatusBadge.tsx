import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@ajar/ui';
import type { TrainingRecordStatus } from '@ajar/api/contract/training-record-rules';

/**
 * The state in words, the tone only setting them apart (never the tenant colour): a draft is
 * neutral, waiting for the check informs, verified succeeds, returned asks for a change.
 */
const TONE: Record<TrainingRecordStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  verified: 'success',
  returned: 'warning',
};

/** "Draf", "Menunggu pemeriksaan", "Terverifikasi", "Dikembalikan". */
export function RecordStatusBadge({ status }: { status: TrainingRecordStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`trainingRecords.status.${status}`)}</Badge>;
}
