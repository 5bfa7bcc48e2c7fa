import { http, HttpResponse, type HttpHandler } from 'msw';
import type { GroupDetail } from '@ajar/api/contract';
import { formatMessage } from '@ajar/api/contract/messages';
import { mockRoute } from '../../../api';
import { DEWI, groupsApi, salesGroup } from '../shared/groups.fixtures';

const languageOf = (request: Request) =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';

/**
 * The groups API, with the sales group read as `group` until the page writes to it; from then
 * on the shared mock (its own sales group, changed) answers every read and write.
 */
function withGroup(group: GroupDetail, extra: HttpHandler[] = []) {
  const api = groupsApi();
  let isChanged = false;
  const handlers = [
    http.get(mockRoute('/groups/{id}'), ({ params }) =>
      !isChanged && Number(params.id) === group.id ? HttpResponse.json(group) : undefined,
    ),
    ...extra,
    http.all(`${mockRoute('/groups/{id}')}/*`, ({ request }) => {
      if (request.method !== 'GET') isChanged = true;
      // Nothing answered: the shared mock makes the change.
      return undefined;
    }),
    ...api.handlers,
  ];
  return { ...api, handlers };
}

/** Rina is the group's only leader (Dewi a member): the API refuses to let her leave. */
export function soleLeaderApi() {
  const base = salesGroup();
  const group: GroupDetail = {
    ...base,
    members: base.members.map((m) => (m.id === DEWI.id ? { ...m, role: 'member' } : m)),
  };
  const tries = { left: 0 };
  const api = withGroup(group, [
    http.delete(mockRoute('/groups/{id}/membership'), ({ request }) => {
      tries.left += 1;
      return HttpResponse.json(
        {
          error: {
            code: 'last_leader',
            message: formatMessage(languageOf(request), 'groupLastLeader'),
          },
        },
        { status: 409 },
      );
    }),
  ]);
  return { ...api, tries };
}

/** The sales group's code ran out (its limit reached): it no longer lets anyone in. */
export function usedUpCodeApi() {
  const base = salesGroup();
  return withGroup({
    ...base,
    joinCode: { ...base.joinCode!, uses: 30, isUsable: false },
  });
}
