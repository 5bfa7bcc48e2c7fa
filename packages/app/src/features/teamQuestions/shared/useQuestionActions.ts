import { useSWRConfig } from 'swr';
import type { TeamQuestion } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { questionKey, showsQuestions } from './questionKeys';

/**
 * A question's changes: answering (or editing the answer), withdrawing, marking read and
 * replying. Each answers the updated question, which shows at once; the lists are read
 * afresh. A refusal is thrown with the API's own words for the caller to show.
 */
export function useQuestionActions(id: number) {
  const { mutate } = useSWRConfig();
  const key = questionKey(id);

  const show = async (question: TeamQuestion) => {
    await mutate(key, question, { revalidate: false });
    // A refresh that fails (offline) leaves the next visit to read the lists again.
    mutate((other) => showsQuestions(other) && other !== key).catch(() => undefined);
    return question;
  };
  const path = { path: { id } };

  return {
    answer: async (answer: string) =>
      show(await apiRequest('put', '/team-questions/{id}/answer', { ...path, body: { answer } })),
    withdraw: async () => show(await apiRequest('post', '/team-questions/{id}/withdraw', path)),
    markRead: async () => show(await apiRequest('post', '/team-questions/{id}/read', path)),
    reply: async (reply: string) =>
      show(await apiRequest('post', '/team-questions/{id}/reply', { ...path, body: { reply } })),
    /** Reads the question again, e.g. after a refusal says it changed meanwhile. */
    refresh: () => mutate(key),
  };
}

export type QuestionActions = ReturnType<typeof useQuestionActions>;
