import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@ajar/ui';
import type { TrainingRequest } from '@ajar/api/contract';
import type { TrainingRequestStatus } from '@ajar/api/contract/training-request-rules';

/**
 * The state in words, the tone only setting them apart (never the tenant colour): waiting for
 * a decision warns, forwarded informs, the outcomes read as success or danger.
 */
const TONE: Record<TrainingRequestStatus, BadgeTone> = {
  pending: 'warning',
  forwarded: 'info',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** "Menunggu atasan", "Diteruskan ke Sari Wulandari", "Disetujui", "Ditolak", "Dibatalkan". */
export function StatusBadge({
  request,
}: {
  request: Pick<TrainingRequest, 'status' | 'secondApprover'>;
}) {
  const { t } = useTranslation();
  const { status } = request;
  return (
    <Badge tone={TONE[status]}>
      {status === 'forwarded'
        ? t('trainingRequests.status.forwarded', { name: request.secondApprover?.name ?? '' })
        : t(`trainingRequests.status.${status}`)}
    </Badge>
  );
}
