import { expect, test, type APIRequestContext } from '../support/test';
import { XSS_CORPUS } from '../../packages/api/src/testing/xss-corpus';
import { apiToken, signedIn } from '../support/session';
import { watchForScript } from '../support/xss';

// Every payload, in every field people write in the forum, rendered by Chromium: thread
// titles and bodies, replies, a writer's name and a mention's label. Any payload that ran
// would call window.__xss(n); none may. The product's CSP would block most of them anyway,
// so the test also fails when a payload merely tried: a CSP violation, or an element, handler
// or script URL left in the page, means the sanitiser let it through.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function topicId(request: APIRequestContext, title: string) {
  const res = await request.get('/v1/forum/modules');
  const { items } = (await res.json()) as {
    items: { topics: { id: number; title: { id: string } }[] }[];
  };
  return items.flatMap((m) => m.topics).find((t) => t.title.id === title)!.id;
}

test('no payload of the XSS corpus runs in any forum field', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Staff write without the posting limits; the name is restored at the end.
  const writer = await apiToken(request, 'trainer2@ajar.local');
  const profile = await request.get('/v1/me/profile', { headers: auth(writer) });
  const { name } = (await profile.json()) as { name: string };
  const topic = await topicId(request, 'Tanya Jawab');
  // The reader is mentioned in every reply, so the payloads reach their notifications too.
  const reader = await apiToken(request, 'member4@ajar.local');
  const readerId = (
    (await (await request.get('/v1/me/profile', { headers: auth(reader) })).json()) as {
      id: number;
    }
  ).id;
  try {
    const renamed = await request.patch('/v1/me/profile', {
      headers: auth(writer),
      data: { name: XSS_CORPUS[1] },
    });
    expect(renamed.status()).toBe(200);
    const first = await request.post(`/v1/forum/topics/${topic}/threads`, {
      headers: auth(writer),
      data: {
        title: `XSS ${XSS_CORPUS[0]}`,
        kind: 'discussion',
        html: `<p>Korpus XSS</p>${XSS_CORPUS[0]}`,
      },
    });
    expect(first.status()).toBe(201);
    const threadId = ((await first.json()) as { thread: { id: number } }).thread.id;
    for (const [index, payload] of XSS_CORPUS.entries()) {
      const mention = `<span data-type="mention" data-id="${readerId}" data-label="${payload.replace(/"/g, '&quot;')}">@${payload}</span>`;
      const res = await request.post(`/v1/forum/threads/${threadId}/posts`, {
        headers: auth(writer),
        data: { html: `<p>${index + 1}</p>${payload}<p>${mention}</p>` },
      });
      expect(res.status(), payload).toBe(201);
      if (index % 3 === 0) {
        const titled = await request.post(`/v1/forum/topics/${topic}/threads`, {
          headers: auth(writer),
          data: { title: `XSS ${index} ${payload}`.slice(0, 150), kind: 'question', html: payload },
        });
        // A payload that leaves no text is refused as empty; one with text is posted.
        expect([201, 400], payload).toContain(titled.status());
      }
    }

    const check = await watchForScript(page);
    const clean = { hits: [], blocked: [], active: [], handlers: [], dialogs: [] };
    await signedIn(page, reader);
    for (let p = 1; p <= 3; p += 1) {
      await page.goto(`/forum/topic/thread?id=${threadId}&page=${p}`);
      await expect(page.getByRole('list', { name: 'Tulisan dalam diskusi ini' })).toBeVisible();
      await expect(page.locator('article[id^="post-"]').first()).toBeVisible();
      expect(await check(), `thread page ${p}`).toEqual(clean);
    }
    await page.goto(`/forum/topic?id=${topic}`);
    await expect(page.getByRole('list', { name: 'Daftar diskusi' })).toBeVisible();
    expect(await check(), 'topic page').toEqual(clean);
    await page.goto('/notifications');
    await expect(page.getByRole('list', { name: 'Daftar notifikasi' })).toBeVisible();
    expect(await check(), 'notifications').toEqual(clean);
  } finally {
    await request.patch('/v1/me/profile', { headers: auth(writer), data: { name } });
  }
});
