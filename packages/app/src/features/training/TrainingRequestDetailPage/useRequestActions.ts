import { useSWRConfig } from 'swr';
import type { TrainingDecision, TrainingRequest } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { showsTrainingRequests, trainingRequestKey } from '../shared/trainingKeys';

/**
 * A request's changes: deciding (approving, forwarding, rejecting) and cancelling. Each
 * answers the updated request, which shows at once; the lists are read afresh. A refusal is
 * thrown with the API's own words for the caller to show where the person is looking.
 */
export function useRequestActions(id: number) {
  const { mutate } = useSWRConfig();
  const key = trainingRequestKey(id);

  const show = async (request: TrainingRequest) => {
    await mutate(key, request, { revalidate: false });
    // A refresh that fails (offline) leaves the next visit to read the lists again.
    mutate((other) => showsTrainingRequests(other) && other !== key).catch(() => undefined);
    return request;
  };

  return {
    decide: async (decision: TrainingDecision) =>
      show(
        await apiRequest('post', '/training-requests/{id}/decision', {
          path: { id },
          body: decision,
        }),
      ),
    cancel: async () =>
      show(await apiRequest('post', '/training-requests/{id}/cancel', { path: { id } })),
    /** Reads the request again, e.g. after a refusal says it changed meanwhile. */
    refresh: () => mutate(key),
  };
}

export type RequestActions = ReturnType<typeof useRequestActions>;
