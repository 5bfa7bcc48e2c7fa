import { expect, test } from '../support/test';
import { GROUP_LIMITS } from '../../packages/api/src/contract/group-rules';
import { XSS_CORPUS } from '../../packages/api/src/testing/xss-corpus';
import { apiToken, signedIn } from '../support/session';
import { watchForScript } from '../support/xss';

// Every payload as a group's name and description, rendered by Chromium where people read
// them: the list of my groups, the list of groups to ask to join, a group's own page and the
// notices of being added. Groups show names as plain text, so nothing may run or even try.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const nameOf = (index: number, payload: string) =>
  `XSS ${index} ${payload}`.slice(0, GROUP_LIMITS.nameMaxLength).trim();

test('no payload of the XSS corpus runs in a group’s name or description', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Staff may lead any number of groups, so one trainer starts one per payload.
  const leader = await apiToken(request, 'trainer2@ajar.local');
  const reader = await apiToken(request, 'member4@ajar.local');
  const readerId = (
    (await (await request.get('/v1/me/profile', { headers: auth(reader) })).json()) as {
      id: number;
    }
  ).id;
  const ids: number[] = [];
  for (const [index, payload] of XSS_CORPUS.entries()) {
    const created = await request.post('/v1/groups', {
      headers: auth(leader),
      data: {
        name: nameOf(index, payload),
        description: payload.slice(0, GROUP_LIMITS.descriptionMaxLength),
      },
    });
    expect(created.status(), payload).toBe(201);
    const { id } = (await created.json()) as { id: number };
    ids.push(id);
    // Half of them take the reader in (they are told, with the name); the rest are for asking.
    if (index % 2 === 0) {
      const added = await request.post(`/v1/groups/${id}/members`, {
        headers: auth(leader),
        data: { userIds: [readerId] },
      });
      expect(added.status(), payload).toBe(200);
    }
  }

  const check = await watchForScript(page);
  const clean = { hits: [], blocked: [], active: [], handlers: [], dialogs: [] };
  await signedIn(page, reader);
  await page.goto('/my-group');
  await expect(page.getByText(nameOf(0, XSS_CORPUS[0]!), { exact: true })).toBeVisible();
  expect(await check(), 'my groups').toEqual(clean);
  await page.goto('/my-group/join');
  await expect(page.getByText(nameOf(1, XSS_CORPUS[1]!), { exact: true })).toBeVisible();
  expect(await check(), 'groups to ask to join').toEqual(clean);
  for (const index of [0, 10, 20, 30, 40, 50]) {
    await page.goto(`/my-group/${ids[index]}`);
    await expect(
      page.getByRole('heading', { level: 1, name: nameOf(index, XSS_CORPUS[index]!) }),
    ).toBeVisible();
    expect(await check(), `group page ${index}`).toEqual(clean);
  }
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Daftar notifikasi' })).toBeVisible();
  expect(await check(), 'notifications').toEqual(clean);
});
