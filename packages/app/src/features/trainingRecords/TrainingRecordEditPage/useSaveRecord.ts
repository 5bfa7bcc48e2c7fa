import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { editPath, recordPath } from '../shared/recordKeys';
import type { RecordActions } from '../shared/useRecordActions';
import { recordBody, type RecordValues } from './recordSchema';
import type { SaveIntent } from './RecordForm';

/**
 * Saving the form: a new record is created as a draft, a stored one changed. Kept as a draft,
 * the form stays open (a new one at its own address, where files can be attached); sent, the
 * record's page shows it waiting. A send refused after the save (no supervisor any more) goes
 * to the record's page with the API's words: what was typed is saved by then.
 */
export function useSaveRecord(record: TrainingRecord | undefined, actions: RecordActions) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return async (values: RecordValues, intent: SaveIntent) => {
    const body = recordBody(values);
    const saved = await actions.show(
      record
        ? await apiRequest('put', '/training-records/{id}', { path: { id: record.id }, body })
        : await apiRequest('post', '/training-records', { body }),
    );
    if (intent === 'draft') {
      toast.success(t(record ? 'trainingRecords.form.saved' : 'trainingRecords.form.created'));
      if (!record) void navigate(editPath(saved.id), { replace: true });
      return;
    }
    // Editing a verified record already sent it back for checking.
    if (saved.status !== 'submitted')
      try {
        await actions.submit(saved.id);
      } catch (error) {
        toast.error({
          description:
            error instanceof ApiRequestError ? error.message : t('trainingRecords.form.notSent'),
        });
        void navigate(recordPath(saved.id), { replace: !record });
        return;
      }
    toast.success(t('trainingRecords.form.sent'));
    void navigate(recordPath(saved.id), { replace: !record });
  };
}
