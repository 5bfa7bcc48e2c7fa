import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, Table } from '@ajar/ui';
import type { PsychotestHistoryEntry } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { usePsychotestFormats } from './usePsychotestFormats';

/** Every test I finished, newest first: the day, the test, the result in a few words, shared. */
export function PsychotestHistory({ history }: { history: PsychotestHistoryEntry[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = usePsychotestFormats();
  const title = t('psychotests.history.title');

  return (
    <PageSection title={title}>
      {history.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('psychotests.history.emptyTitle')}
          description={t('psychotests.history.empty')}
        />
      ) : (
        <Table<PsychotestHistoryEntry>
          caption={t('psychotests.history.caption')}
          isCaptionHidden
          narrowLayout="stack"
          rows={history}
          getRowKey={(entry) => entry.attemptId}
          columns={[
            {
              key: 'finishedAt',
              header: t('psychotests.history.date'),
              render: (entry) => (
                <time dateTime={entry.finishedAt}>{format.day(entry.finishedAt)}</time>
              ),
            },
            {
              key: 'test',
              header: t('psychotests.history.test'),
              isRowHeader: true,
              render: (entry) => pick(entry.title),
            },
            {
              key: 'headline',
              header: t('psychotests.history.headline'),
              render: (entry) => pick(entry.headline),
            },
            {
              key: 'shared',
              header: t('psychotests.history.shared'),
              render: (entry) =>
                entry.sharedWithSupervisor
                  ? t('psychotests.history.sharedYes')
                  : t('psychotests.history.sharedNo'),
            },
            {
              key: 'result',
              header: t('psychotests.history.result'),
              render: (entry) => (
                <AppLink to={`/my-psychotests?result=${entry.attemptId}`}>
                  {t('psychotests.history.open')}
                </AppLink>
              ),
            },
          ]}
        />
      )}
    </PageSection>
  );
}
