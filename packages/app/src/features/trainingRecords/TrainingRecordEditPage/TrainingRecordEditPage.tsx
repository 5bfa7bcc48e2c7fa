import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Callout, EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { isEditableRecord } from '@ajar/api/contract/training-record-rules';
import { parseCourseId } from '../../../shared/courses/courseId';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import {
  myRecordsKey,
  myRequestsKey,
  NEW_RECORD,
  recordKey,
  recordPath,
  TRAINING_PATH,
} from '../shared/recordKeys';
import { useRecordActions } from '../shared/useRecordActions';
import { CertificateFiles } from './CertificateFiles';
import { RecordForm } from './RecordForm';
import { useSaveRecord } from './useSaveRecord';

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 404].includes(error.status);

/**
 * /training/edit/:id: a new record (`/training/edit/new`) or a change to mine, then its
 * certificate files. A record being checked is withdrawn first (on its page); another's is
 * not found.
 */
export function TrainingRecordEditPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const entry = useRouteEntry();
  const navigate = useNavigate();
  const param = useParams().id;
  const isNew = param === NEW_RECORD;
  const id = isNew ? null : parseCourseId(param);
  const load = useApi(id === null ? null : recordKey(id));
  // Who checks my records, and the approved requests a record may answer.
  const mine = useApi(myRecordsKey);
  const asked = useApi(myRequestsKey);
  const actions = useRecordActions();
  const record = load.data;
  const save = useSaveRecord(record, actions);
  const isGone = (!isNew && id === null) || isMissing(load.error) || (record && !record.can.edit);
  const title = t(isNew ? 'trainingRecords.form.newTitle' : 'pages.trainingEdit.title');
  useHead(record && !isGone ? record.title : title);

  const header = <PageHeader title={title} breadcrumb={entry && <PageCrumbs entry={entry} />} />;
  const back = () => void navigate(record ? recordPath(record.id) : TRAINING_PATH);
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
  if ((!isNew && !record) || !mine.data)
    return (
      <>
        {header}
        <LoadPending
          load={!isNew && !record ? load : mine}
          error={{ title: t('trainingRecords.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('trainingRecords.detail.loading')}
        >
          <Skeleton lines={6} />
        </LoadPending>
      </>
    );
  if (record && !isEditableRecord(record.status))
    return (
      <>
        {header}
        <Callout tone="info" title={t('trainingRecords.form.beingChecked')} headingLevel={2}>
          {t('trainingRecords.form.beingCheckedHint')}{' '}
          <AppLink to={recordPath(record.id)}>{t('trainingRecords.form.toRecord')}</AppLink>
        </Callout>
      </>
    );

  const requests = (asked.data?.mine ?? [])
    .filter((r) => r.status === 'approved')
    .map((r) => ({ id: r.id, title: pick(r.title) }));
  return (
    <>
      {header}
      {record?.status === 'verified' && (
        <Callout tone="warning" title={t('trainingRecords.form.verifiedNote')} headingLevel={2}>
          {t('trainingRecords.form.verifiedNoteHint')}
        </Callout>
      )}
      {record?.status === 'returned' && record.returnReason && (
        <Callout tone="warning" title={t('trainingRecords.notice.returned')} headingLevel={2}>
          <q>{record.returnReason}</q>
        </Callout>
      )}
      {!mine.data.supervisor && (
        <Callout tone="info" title={t('trainingRecords.noSupervisor.title')} headingLevel={2}>
          {t('trainingRecords.noSupervisor.body')}
        </Callout>
      )}
      <PageSection title={t('trainingRecords.form.title')}>
        <RecordForm
          key={record?.id ?? NEW_RECORD}
          record={record}
          requests={requests}
          supervisor={mine.data.supervisor}
          save={save}
          onCancel={back}
        />
      </PageSection>
      <CertificateFiles record={record} actions={actions} />
    </>
  );
}
