import { useTranslation } from 'react-i18next';
import { Button, Card, CardGrid, EmptyState, Skeleton } from '@ajar/ui';
import type { MyGroupList as MyGroups } from '@ajar/api/contract';
import type { ApiState } from '../../../shared/data/useApi';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { GroupCard } from './GroupCard';
import { MyRequests } from './MyRequests';

const JOIN_PAGE = '/my-group/join';
const SKELETON_CARDS = 2;

interface Props {
  load: ApiState<MyGroups>;
  /** Opens the form to start a group; null while it is open. */
  onCreate: (() => void) | null;
}

/** My groups as cards, then my requests to join: loading, failed, empty or listed. */
export function MyGroupList({ load, onCreate }: Props) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const { data } = load;
  if (!data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('groups.list.error'), description: t('loadError.network') }}
        loadingLabel={t('groups.list.loading')}
      >
        <CardGrid layout="stack" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={`loading-${index}`}>
              <Skeleton lines={4} />
            </Card>
          ))}
        </CardGrid>
      </LoadPending>
    );

  return (
    <>
      {data.items.length === 0 ? (
        <EmptyState
          title={t('groups.list.empty')}
          description={t('groups.list.emptyHint')}
          action={
            <>
              <Button href={JOIN_PAGE} onClick={navigateOnClick(JOIN_PAGE)}>
                {t('groups.list.join')}
              </Button>
              {onCreate && (
                <Button variant="secondary" onClick={onCreate}>
                  {t('groups.list.create')}
                </Button>
              )}
            </>
          }
        />
      ) : (
        <CardGrid layout="stack" aria-label={t('groups.list.listLabel')}>
          {data.items.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </CardGrid>
      )}
      {data.requests.length > 0 && <MyRequests requests={data.requests} />}
    </>
  );
}
