import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageSection, Pagination, Skeleton, Table } from '@ajar/ui';
import type { PointEvent } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { pointHistoryKey } from '../shared/pointKeys';
import { usePointFormats } from '../shared/usePointFormats';
import { HistoryReason } from './HistoryReason';
import { usePageParam } from './usePageParam';

/**
 * Every point I got or lost, newest first, a page at a time (the page in the address): the
 * day, why (the rule and what earned it), and the points with their sign.
 */
export function PointHistory() {
  const { t } = useTranslation();
  const format = usePointFormats();
  const { page, setPage } = usePageParam();
  const load = useApi(pointHistoryKey(page), { keepPreviousData: true });
  const { data } = load;

  let body;
  if (load.error || !data)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('points.history.error'), description: t('loadError.network') }}
        loadingLabel={t('points.history.loading')}
      >
        <Skeleton lines={5} />
      </LoadPending>
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('points.history.empty')}
        description={t('points.history.emptyHint')}
        // An old link past the last page: the way back to the first.
        action={
          page > 1 && (
            <Button variant="secondary" onClick={() => setPage(1)}>
              {t('points.history.firstPage')}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <>
        <Table<PointEvent>
          caption={t('points.history.caption', { page: data.page, pageCount: data.pageCount })}
          isCaptionHidden
          narrowLayout="stack"
          rows={data.items}
          getRowKey={(event) => event.id}
          columns={[
            {
              key: 'at',
              header: t('points.history.date'),
              render: (event) => <time dateTime={event.at}>{format.day(event.at)}</time>,
            },
            {
              key: 'reason',
              header: t('points.history.reason'),
              isRowHeader: true,
              render: (event) => <HistoryReason event={event} />,
            },
            {
              key: 'points',
              header: t('points.history.points'),
              align: 'end',
              render: (event) => format.signed(event.points),
            },
          ]}
        />
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          label={t('points.history.pagination')}
          onPageChange={setPage}
        />
      </>
    );

  return (
    <PageSection title={t('points.history.title')} description={t('points.history.lead')}>
      {body}
    </PageSection>
  );
}
