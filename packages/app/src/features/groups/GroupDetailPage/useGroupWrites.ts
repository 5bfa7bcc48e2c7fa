import { useSWRConfig } from 'swr';
import type { GroupDetail, GroupRole, RotateGroupCodeRequest } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { groupKey, myGroupsKey, showsGroups } from '../shared/groupKeys';

/**
 * A group's changes. Each write answers the updated group, which shows at once; the other
 * reads of groups (my list with its counts of requests) are read afresh. A refusal is thrown
 * with the API's own words for the caller to show where the person is looking.
 */
export function useGroupWrites(id: number) {
  const { mutate } = useSWRConfig();
  const key = groupKey(id);

  const show = async (group: GroupDetail) => {
    await mutate(key, group, { revalidate: false });
    // A refresh that fails (offline, a page gone) leaves the next visit to read it again.
    mutate((other) => showsGroups(other) && other !== key).catch(() => undefined);
  };

  return {
    answer: async (userId: number, accept: boolean) =>
      show(
        await apiRequest('put', '/groups/{id}/requests/{userId}', {
          path: { id, userId },
          body: { accept },
        }),
      ),
    setRole: async (userId: number, role: GroupRole) =>
      show(
        await apiRequest('put', '/groups/{id}/members/{userId}/role', {
          path: { id, userId },
          body: { role },
        }),
      ),
    remove: async (userId: number) =>
      show(await apiRequest('delete', '/groups/{id}/members/{userId}', { path: { id, userId } })),
    removeCourse: async (courseId: number) =>
      show(
        await apiRequest('delete', '/groups/{id}/courses/{courseId}', {
          path: { id, courseId },
        }),
      ),
    rotateCode: async (settings: RotateGroupCodeRequest) =>
      show(
        await apiRequest('put', '/groups/{id}/code', {
          path: { id },
          body: settings,
        }),
      ),
    turnOffCode: async () =>
      show(await apiRequest('delete', '/groups/{id}/code', { path: { id } })),
    /** Leaving answers my groups without this one: that list is then right without a read. */
    leave: async () => {
      const mine = await apiRequest('delete', '/groups/{id}/membership', { path: { id } });
      await mutate(myGroupsKey, mine, { revalidate: false });
    },
  };
}

export type GroupWrites = ReturnType<typeof useGroupWrites>;
