import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CardGrid, EmptyState, PageSection, Select } from '@ajar/ui';
import type { TrainingRecordList } from '@ajar/api/contract';
import { TRAINING_RECORD_STATUSES } from '@ajar/api/contract/training-record-rules';
import { RecordCard } from './RecordCard';

/** The year a record counts in: the one its training ended in, as the API counts hours. */
const yearOf = (endsOn: string) => Number(endsOn.slice(0, 4));

/**
 * My records of one year (this year at first) and, when I like, one state; both in the
 * address, so a reload or a shared link keeps them.
 */
export function RecordList({ list }: { list: TrainingRecordList }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const years = [...new Set([list.year, ...list.items.map((r) => yearOf(r.endsOn))])].sort(
    (a, b) => b - a,
  );
  const asked = Number(params.get('year'));
  const year = years.includes(asked) ? asked : list.year;
  const status = TRAINING_RECORD_STATUSES.find((s) => s === params.get('status'));
  const shown = list.items.filter(
    (r) => yearOf(r.endsOn) === year && (!status || r.status === status),
  );
  const choose = (name: 'year' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <PageSection
      title={t('trainingRecords.list.title')}
      description={t('trainingRecords.list.count', { count: shown.length })}
    >
      {/* One row of its own, so the two choices sit side by side where there is room. */}
      <div role="group" aria-label={t('trainingRecords.list.filters')}>
        <Select
          name="year"
          label={t('trainingRecords.list.year')}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={String(year)}
          onChange={(event) => choose('year', event.target.value)}
        />
        <Select
          name="status"
          label={t('trainingRecords.list.status')}
          options={[
            { value: '', label: t('trainingRecords.list.allStatuses') },
            ...TRAINING_RECORD_STATUSES.map((s) => ({
              value: s,
              label: t(`trainingRecords.status.${s}`),
            })),
          ]}
          value={status ?? ''}
          onChange={(event) => choose('status', event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={t('trainingRecords.list.noneShown', { year })}
          description={t('trainingRecords.list.noneShownHint')}
          headingLevel={3}
        />
      ) : (
        <CardGrid layout="stack">
          {shown.map((record) => (
            <RecordCard key={record.id} record={record} />
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
