import { useTranslation } from 'react-i18next';
import { Button, Callout, EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { editPath, myRecordsKey, NEW_RECORD, TRAINING_REQUESTS_PATH } from '../shared/recordKeys';
import { RecordList } from './RecordList';
import { RecordsSummary } from './RecordsSummary';

/**
 * /training: the trainings I took outside Ajar, newest first, with this year's hours against
 * the company's target; adding one, and the way to ask for a training before taking it (a
 * member without a team has no other menu entry to requests).
 */
export function TrainingRecordsPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const navigateOnClick = useNavigateOnClick();
  const title = t('pages.trainings.title');
  useHead(title);
  const load = useApi(myRecordsKey);
  const list = load.data;
  const newPath = editPath(NEW_RECORD);

  let body;
  if (!list)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('trainingRecords.list.error'), description: t('loadError.network') }}
        loadingLabel={t('trainingRecords.list.loading')}
      >
        <Skeleton variant="rect" />
        <Skeleton lines={4} />
      </LoadPending>
    );
  else
    body = (
      <>
        {!list.supervisor && (
          <Callout tone="info" title={t('trainingRecords.noSupervisor.title')} headingLevel={2}>
            {t('trainingRecords.noSupervisor.body')}
          </Callout>
        )}
        <RecordsSummary list={list} />
        {list.items.length === 0 ? (
          <EmptyState
            title={t('trainingRecords.list.empty')}
            description={t('trainingRecords.list.emptyHint')}
            action={
              <Button href={newPath} onClick={navigateOnClick(newPath)}>
                {t('trainingRecords.list.add')}
              </Button>
            }
          />
        ) : (
          <RecordList list={list} />
        )}
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={t('trainingRecords.list.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
        actions={
          list &&
          list.items.length > 0 && (
            <Button href={newPath} onClick={navigateOnClick(newPath)}>
              {t('trainingRecords.list.add')}
            </Button>
          )
        }
      />
      <p>
        {t('trainingRecords.list.askFirst')}{' '}
        <AppLink to={TRAINING_REQUESTS_PATH}>{t('trainingRecords.list.ask')}</AppLink>
      </p>
      {body}
    </>
  );
}
