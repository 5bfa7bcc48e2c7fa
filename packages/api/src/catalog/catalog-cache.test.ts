import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseSummary } from '../contract/catalog';
import type { Page } from '../contract/common';
import { createHarness, type Harness } from '../testing/harness';
import { CATALOG_CHANNEL, catalogCache } from './catalog-cache';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const db = () => h.database.db;
const cards = async (init?: RequestInit) => h.app.request('/v1/courses?pageSize=50', init);
const titleOf = async (id: number) => {
  const res = await h.app.request(`/v1/courses/${id}`);
  return ((await res.json()) as CourseDetail).title.id;
};

describe('the public catalog, kept in memory', () => {
  it('shows a changed course at the next read, whoever changed it', async () => {
    const course = await db()
      .selectFrom('courses')
      .select(['id', 'title_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await titleOf(course.id)).toBe(course.title_id);
    // An operator's SQL, not a request of ours: the table announces it itself.
    await sql`update courses set title_id = ${'Judul Baru'} where id = ${course.id}`.execute(db());
    await expect.poll(() => titleOf(course.id)).toBe('Judul Baru');
    const list = (await (await cards()).json()) as Page<CourseSummary>;
    expect(list.items.find((c) => c.id === course.id)?.title.id).toBe('Judul Baru');
  });

  it("shows a trainer's new name on the course cards at the next read", async () => {
    const token = await h.login('trainer@ajar.local');
    const before = (await (await cards()).json()) as Page<CourseSummary>;
    const theirs = before.items.find((c) => c.trainer?.name && c.trainer.id);
    expect(theirs).toBeDefined();
    const res = await h.app.request('/v1/me/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fitri Handayani Putri' }),
    });
    expect(res.status).toBe(200);
    const me = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'trainer@ajar.local')
      .executeTakeFirstOrThrow();
    await expect
      .poll(async () => {
        const after = (await (await cards()).json()) as Page<CourseSummary>;
        return after.items.filter((c) => c.trainer?.id === me.id).map((c) => c.trainer?.name);
      })
      .toContain('Fitri Handayani Putri');
  });

  it('answers 304 without a body to a browser that holds the current answer', async () => {
    const first = await cards();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await cards({ headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await sql`update categories set name_en = name_en || ' ' where id = (select min(id) from categories)`.execute(
      db(),
    );
    await expect
      .poll(async () => (await cards({ headers: { 'if-none-match': etag ?? '' } })).status)
      .toBe(200);
  });
});

describe('the cache itself', () => {
  it('computes an answer once for many readers, and again after a change is announced', async () => {
    const cache = catalogCache(h.database);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const read = () => cache.answer(contextFor(), 'k', compute).then((r) => r.json());
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(await read()).toEqual({ n: 1 });
    await h.database.notify(CATALOG_CHANNEL, '');
    await expect.poll(read).toEqual({ n: 2 });
    expect(computed).toBe(2);
    await cache.close();
  });
});

/** The little of Hono's context the cache reads and writes. */
function contextFor() {
  return {
    req: { header: () => undefined },
    body: (body: string | null, status: number, headers: Record<string, string>) =>
      new Response(body, { status, headers }),
  } as unknown as Parameters<ReturnType<typeof catalogCache>['answer']>[0];
}
