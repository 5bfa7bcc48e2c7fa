import { useTranslation } from 'react-i18next';
import { Card } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { routerLink } from '../../../shared/shell/routerLink';
import { RecordStatusBadge } from '../shared/RecordStatusBadge';
import { recordPath } from '../shared/recordKeys';
import { useRecordFormats } from '../shared/useRecordFormats';

/** One record: its title (the link to its page), its state, type, provider, dates and hours. */
export function RecordCard({ record }: { record: TrainingRecord }) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  return (
    <Card
      as="article"
      title={record.title}
      headingLevel={3}
      href={recordPath(record.id)}
      renderLink={routerLink}
      header={
        // A block of its own, so the badge keeps its width in the header's column.
        <div>
          <RecordStatusBadge status={record.status} />
        </div>
      }
    >
      <p>
        {t(`trainingRecords.type.${record.type}`)} · {record.provider}
        <br />
        {format.days(record.startsOn, record.endsOn)} ·{' '}
        {t('trainingRecords.hoursValue', {
          count: record.hours,
          hours: format.number(record.hours),
        })}
      </p>
    </Card>
  );
}
