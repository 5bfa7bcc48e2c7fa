import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { parseCourseId } from '../../../shared/courses/courseId';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { RecordFileList } from '../shared/RecordFileList';
import { recordKey, TRAINING_PATH } from '../shared/recordKeys';
import { useRecordActions } from '../shared/useRecordActions';
import { CheckSection } from './CheckSection';
import { OwnerActions } from './OwnerActions';
import { RecordHistory } from './RecordHistory';
import { RecordNotice } from './RecordNotice';
import { RecordSummary } from './RecordSummary';

/**
 * The API answers 404 for a record one may not see (another's, a report's draft), and a
 * malformed id is refused before that: nothing to show either way.
 */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 404].includes(error.status);

/**
 * /training/:id: one training record, its facts, certificate files and history; the owner
 * changes, sends or takes it back, their supervisor verifies or returns it (the API's `can`).
 */
export function TrainingRecordDetailPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  // The same rule as a course id: a positive whole number the API's integer can hold.
  const id = parseCourseId(useParams().id);
  const load = useApi(id === null ? null : recordKey(id));
  const actions = useRecordActions();
  const summary = useRef<HTMLElement>(null);
  const isGone = id === null || isMissing(load.error);
  const record = isGone ? undefined : load.data;
  const title = t('pages.training.title');
  useHead(record ? record.title : title);
  // After a move the sections it ends are gone: focus goes to the new state.
  const showChange = () => summary.current?.focus();
  const isMine = record?.can.edit ?? false;

  const header = (
    <PageHeader
      title={title}
      breadcrumb={entry && <PageCrumbs entry={entry} />}
      actions={
        record && isMine && <OwnerActions record={record} actions={actions} onMoved={showChange} />
      }
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <EmptyState
          title={t('trainingRecords.detail.notFound')}
          description={t('trainingRecords.detail.notFoundHint')}
          action={<AppLink to={TRAINING_PATH}>{t('trainingRecords.detail.back')}</AppLink>}
        />
      </>
    );
  if (!record)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('trainingRecords.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('trainingRecords.detail.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );

  return (
    <>
      {header}
      {isMine && <RecordNotice record={record} />}
      <RecordSummary record={record} showsOwner={!isMine} ref={summary} />
      {record.can.verify && (
        <CheckSection record={record} actions={actions} onChecked={showChange} />
      )}
      <PageSection title={t('trainingRecords.files.title')}>
        {record.files.length > 0 ? (
          <RecordFileList recordId={record.id} files={record.files} />
        ) : (
          <p>{t('trainingRecords.files.none')}</p>
        )}
      </PageSection>
      {record.notes && (
        <PageSection title={t('trainingRecords.fields.notes')}>
          <p>{record.notes}</p>
        </PageSection>
      )}
      <RecordHistory record={record} />
    </>
  );
}
