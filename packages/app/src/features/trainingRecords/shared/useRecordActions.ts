import { useSWRConfig } from 'swr';
import type { TrainingRecord, VerifyTrainingRecord } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { recordKey, showsRecords } from './recordKeys';

/**
 * A record's moves: sending it to the supervisor, taking it back, and the supervisor's check.
 * Each answers the updated record, which shows at once; the lists (mine, my team's, /my-team's)
 * are read afresh. A refusal is thrown with the API's own words for the caller to show.
 */
export function useRecordActions() {
  const { mutate } = useSWRConfig();

  const show = async (record: TrainingRecord) => {
    const key = recordKey(record.id);
    await mutate(key, record, { revalidate: false });
    // A refresh that fails (offline) leaves the next visit to read the lists again.
    mutate((other) => showsRecords(other) && other !== key).catch(() => undefined);
    return record;
  };

  return {
    show,
    submit: async (id: number) =>
      show(await apiRequest('post', '/training-records/{id}/submit', { path: { id } })),
    withdraw: async (id: number) =>
      show(await apiRequest('post', '/training-records/{id}/withdraw', { path: { id } })),
    check: async (id: number, body: VerifyTrainingRecord) =>
      show(await apiRequest('post', '/training-records/{id}/verification', { path: { id }, body })),
    /** Reads the record again, e.g. after a refusal says it changed meanwhile. */
    refresh: (id: number) => mutate(recordKey(id)),
  };
}

export type RecordActions = ReturnType<typeof useRecordActions>;
