import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { downloadRecordFile } from './downloadRecordFile';
import { useRecordFormats } from './useRecordFormats';

type RecordFile = TrainingRecord['files'][number];

interface RecordFileListProps {
  recordId: number;
  files: RecordFile[];
  /** The owner's edit: each file can be removed; a refusal is thrown with the API's words. */
  onRemove?: (file: RecordFile) => Promise<void>;
}

/** The record's certificate files, each saved on the device on request, or removed. */
export function RecordFileList({ recordId, files, onRemove }: RecordFileListProps) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const [busy, setBusy] = useState<number | null>(null);

  async function run(file: RecordFile, action: () => Promise<void>, failed: string) {
    setBusy(file.id);
    try {
      await action();
    } catch (error) {
      toast.error({ description: error instanceof ApiRequestError ? error.message : failed });
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul aria-label={t('trainingRecords.files.list')}>
      {files.map((file) => (
        <li key={file.id}>
          {file.name} ({format.size(file.size)}){' '}
          <Button
            size="sm"
            variant="ghost"
            disabled={busy !== null}
            aria-label={t('trainingRecords.files.download', { name: file.name })}
            onClick={() =>
              void run(
                file,
                () => downloadRecordFile(recordId, file),
                t('trainingRecords.files.downloadFailed'),
              )
            }
          >
            {t('trainingRecords.files.downloadShort')}
          </Button>
          {onRemove && (
            <Button
              size="sm"
              variant="ghost"
              isLoading={busy === file.id}
              loadingLabel={t('trainingRecords.files.removing')}
              disabled={busy !== null}
              aria-label={t('trainingRecords.files.remove', { name: file.name })}
              onClick={() =>
                void run(file, () => onRemove(file), t('trainingRecords.files.removeFailed'))
              }
            >
              {t('trainingRecords.files.removeShort')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
