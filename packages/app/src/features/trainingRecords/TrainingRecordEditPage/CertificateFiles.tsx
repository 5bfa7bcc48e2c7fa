import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, PageSection, ProgressIndicator, toast } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { formatMessage } from '@ajar/api/contract/messages';
import {
  CERTIFICATE_FILE_TYPES,
  TRAINING_RECORD_LIMITS as LIMITS,
} from '@ajar/api/contract/training-record-rules';
import { apiRequest, uploadFile } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { RecordFileList } from '../shared/RecordFileList';
import type { RecordActions } from '../shared/useRecordActions';

const MEGABYTES = LIMITS.fileBytes / 1024 / 1024;

interface CertificateFilesProps {
  /** The saved record; a new one has none yet (files attach to a saved record). */
  record?: TrainingRecord;
  actions: RecordActions;
}

/**
 * The record's certificate files: chosen ones are checked here (type and size, with the API's
 * messages) and sent one by one with their progress shown; the list can be saved or trimmed.
 * A verified record's files stay as they were checked.
 */
export function CertificateFiles({ record, actions }: CertificateFilesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string>();

  const refusal = (file: File, count: number) => {
    if (count >= LIMITS.files) return formatMessage(lang, 'recordFilesFull', { n: LIMITS.files });
    // The browser's word on the type is only a first check; the server reads the bytes.
    if (!(CERTIFICATE_FILE_TYPES as readonly string[]).includes(file.type))
      return formatMessage(lang, 'recordFileType');
    if (file.size > LIMITS.fileBytes)
      return formatMessage(lang, 'recordFileTooLarge', { n: MEGABYTES });
    return undefined;
  };

  async function send(files: File[]) {
    if (!record) return;
    setError(undefined);
    let count = record.files.length;
    for (const file of files) {
      const refused = refusal(file, count);
      if (refused) return setError(refused);
      setProgress({ name: file.name, percent: 0 });
      try {
        const updated = await uploadFile(
          'post',
          '/training-records/{id}/files',
          file,
          { onProgress: (percent) => setProgress({ name: file.name, percent }) },
          { path: { id: record.id }, query: { name: file.name } },
        );
        await actions.show(updated);
        count = updated.files.length;
        toast.success(t('trainingRecords.files.uploaded', { name: file.name }));
      } catch (failure) {
        setProgress(null);
        return setError(
          failure instanceof ApiRequestError ? failure.message : t('trainingRecords.files.failed'),
        );
      }
    }
    setProgress(null);
  }

  async function remove(file: { id: number; name: string }) {
    if (!record) return;
    await actions.show(
      await apiRequest('delete', '/training-records/{id}/files/{fileId}', {
        path: { id: record.id, fileId: file.id },
      }),
    );
    toast.success(t('trainingRecords.files.removed', { name: file.name }));
  }

  const canChange = record && (record.status === 'draft' || record.status === 'returned');
  const isFull = (record?.files.length ?? 0) >= LIMITS.files;
  return (
    <PageSection
      title={t('trainingRecords.files.title')}
      description={t('trainingRecords.files.rule', { n: MEGABYTES, max: LIMITS.files })}
    >
      {!record && <p>{t('trainingRecords.files.saveFirst')}</p>}
      {record?.status === 'verified' && <p>{t('trainingRecords.files.locked')}</p>}
      {record && record.files.length > 0 && (
        <RecordFileList
          recordId={record.id}
          files={record.files}
          onRemove={canChange ? remove : undefined}
        />
      )}
      {progress && (
        <ProgressIndicator
          value={progress.percent}
          threshold={0}
          hasStateLabel={false}
          isLabelVisible
          label={t('trainingRecords.files.uploading', { name: progress.name })}
        />
      )}
      {canChange && (
        <FileField
          id="training-record-file"
          label={t('trainingRecords.files.choose')}
          hint={isFull ? formatMessage(lang, 'recordFilesFull', { n: LIMITS.files }) : undefined}
          accept={CERTIFICATE_FILE_TYPES.join(',')}
          isMultiple
          value={[]}
          isDisabled={progress !== null || isFull}
          error={error}
          onChange={(files) => void send(files)}
        />
      )}
    </PageSection>
  );
}
