import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection, StatPanel } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { RecordStatusBadge } from '../shared/RecordStatusBadge';
import { trainingRequestPath } from '../shared/recordKeys';
import { useRecordFormats } from '../shared/useRecordFormats';

interface RecordSummaryProps {
  record: TrainingRecord;
  /** Whose record it is, when it is not the reader's own. */
  showsOwner: boolean;
  /** Takes focus after a change, so the new state is read first. */
  ref?: Ref<HTMLElement>;
}

/** The record's facts: its state, who checked it, what, who gave it, when, how long, the cost. */
export function RecordSummary({ record, showsOwner, ref }: RecordSummaryProps) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  return (
    <PageSection ref={ref} tabIndex={-1} title={record.title}>
      <StatPanel
        items={[
          {
            label: t('trainingRecords.detail.status'),
            value: <RecordStatusBadge status={record.status} />,
          },
          ...(showsOwner
            ? [{ label: t('trainingRecords.detail.owner'), value: record.owner.name }]
            : []),
          ...(record.verifiedBy && record.verifiedAt
            ? [
                {
                  label: t('trainingRecords.detail.verifiedBy'),
                  value: t('trainingRecords.detail.verifiedByValue', {
                    name: record.verifiedBy,
                    date: format.moment(record.verifiedAt),
                  }),
                },
              ]
            : []),
          { label: t('trainingRecords.fields.provider'), value: record.provider },
          {
            label: t('trainingRecords.fields.type'),
            value: t(`trainingRecords.type.${record.type}`),
          },
          {
            label: t('trainingRecords.fields.delivery'),
            value: t(`trainingRecords.delivery.${record.delivery}`),
          },
          {
            label: t('trainingRecords.detail.dates'),
            value: format.days(record.startsOn, record.endsOn),
          },
          {
            label: t('trainingRecords.fields.hours'),
            value: t('trainingRecords.hoursValue', {
              count: record.hours,
              hours: format.number(record.hours),
            }),
          },
          { label: t('trainingRecords.fields.cost'), value: format.rupiah(record.costIdr) },
          {
            label: t('trainingRecords.fields.fundedBy'),
            value: t(`trainingRecords.funder.${record.fundedBy}`),
          },
          ...(record.certificateNo
            ? [{ label: t('trainingRecords.fields.certificateNo'), value: record.certificateNo }]
            : []),
          ...(record.requestId !== null
            ? [
                {
                  label: t('trainingRecords.fields.request'),
                  value: (
                    <AppLink to={trainingRequestPath(record.requestId)}>
                      {t('trainingRecords.detail.requestLink')}
                    </AppLink>
                  ),
                },
              ]
            : []),
        ]}
      />
    </PageSection>
  );
}
