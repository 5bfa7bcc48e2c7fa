import { useMemo } from 'react';
import type { MentionSource } from '@ajar/ui';
import { apiRequest } from '../../../api';

/**
 * "@name" in a topic's editors offers the people who may read the topic (the API decides).
 * A failed search offers nobody; the writer can go on typing.
 */
export function useMentionSource(topicId: number): MentionSource {
  return useMemo(
    () => ({
      search: async (q: string) => {
        try {
          const { people } = await apiRequest('get', '/forum/topics/{id}/people', {
            path: { id: topicId },
            query: { q },
          });
          return people.map((person) => ({ id: person.id, label: person.name }));
        } catch {
          return [];
        }
      },
    }),
    [topicId],
  );
}
