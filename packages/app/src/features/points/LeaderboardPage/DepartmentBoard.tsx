import { useTranslation } from 'react-i18next';
import { Skeleton, Table, type TableColumn } from '@ajar/ui';
import type { TeamBoard } from '@ajar/api/contract';
import type { PointPeriod } from '@ajar/api/contract/point-rules';
import { useApi } from '../../../shared/data/useApi';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { teamBoardKey } from '../shared/pointKeys';
import { usePointFormats } from '../shared/usePointFormats';

type Department = TeamBoard['items'][number];

/**
 * Departments by average points per learner who earned any in the period, so size alone does
 * not win; mine is marked. On a phone each department becomes a block of its own.
 */
export function DepartmentBoard({ period }: { period: PointPeriod }) {
  const { t } = useTranslation();
  const format = usePointFormats();
  const load = useApi(teamBoardKey(period), { keepPreviousData: true });
  const { data } = load;
  if (load.error || !data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('points.departments.error'), description: t('loadError.network') }}
        loadingLabel={t('points.departments.loading')}
      >
        <Skeleton variant="rect" />
      </LoadPending>
    );

  const columns: TableColumn<Department>[] = [
    {
      key: 'rank',
      header: t('points.departments.rank'),
      render: (item) => format.number(item.rank),
    },
    { key: 'department', header: t('points.departments.department'), isRowHeader: true },
    {
      key: 'average',
      header: t('points.departments.average'),
      align: 'end',
      render: (item) => format.number(item.average),
    },
    {
      key: 'active',
      header: t('points.departments.active'),
      align: 'end',
      render: (item) =>
        t('points.departments.activeOf', {
          active: format.number(item.activeMembers),
          members: format.number(item.members),
        }),
    },
  ];
  const mine = data.items.find((item) => item.isMine);

  return (
    <>
      <p>{t('points.departments.lead')}</p>
      <Table
        columns={columns}
        rows={data.items}
        getRowKey={(item) => item.department}
        caption={t(`points.departments.caption.${data.period}`)}
        highlightRowKey={mine?.department}
        highlightLabel={t('points.departments.mine')}
        emptyState={t('points.departments.empty')}
        narrowLayout="stack"
      />
    </>
  );
}
