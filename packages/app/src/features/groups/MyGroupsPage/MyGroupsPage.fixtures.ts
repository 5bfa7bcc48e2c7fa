import { http, HttpResponse } from 'msw';
import type { MyGroupList } from '@ajar/api/contract';
import { mockRoute } from '../../../api';
import { myGroupList } from '../shared/groups.fixtures';

/** A group whose leaders said no to me, beside the shared list's waiting request. */
export const TURNED_DOWN = { groupId: 7, name: 'Tim Layanan Pelanggan' };

/** My groups with one request waiting and one turned down. */
export function withTurnedDown(): MyGroupList {
  const list = myGroupList();
  const waiting = list.requests[0]!;
  return {
    ...list,
    requests: [
      ...list.requests,
      { ...TURNED_DOWN, state: 'rejected', requestedAt: waiting.requestedAt },
    ],
  };
}

/** GET /groups/mine answering `list`, over the shared mock's own. */
export const myGroupsAnswer = (list: MyGroupList) =>
  http.get(mockRoute('/groups/mine'), () => HttpResponse.json(list));

/** Someone in no group, who asked to join none. */
export const noGroups = (): MyGroupList => ({ items: [], requests: [] });
