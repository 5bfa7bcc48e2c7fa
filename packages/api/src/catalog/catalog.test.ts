import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../contract/content-types';
import type {
  Category,
  CourseDetail,
  Event,
  RoadmapDetail,
  RoadmapSummary,
} from '../contract/catalog';
import type { Page } from '../contract/common';
import type { CourseSummary } from '../contract/catalog';
import { bearer, createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function get<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await h.app.request(url, init);
  expect(res.status, `${url}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

async function error(url: string, lang = 'id') {
  const res = await h.app.request(url, { headers: { 'accept-language': lang } });
  return {
    status: res.status,
    body: (await res.json()) as { error: { code: string; message: string; field?: string } },
  };
}

describe('courses', () => {
  it('pages through every course exactly once', async () => {
    const first = await get<Page<CourseSummary>>('/v1/courses?pageSize=4');
    expect(first.total).toBeGreaterThanOrEqual(8);
    expect(first.totalPages).toBe(Math.ceil(first.total / 4));
    const ids: number[] = [];
    for (let page = 1; page <= first.totalPages; page += 1) {
      const data = await get<Page<CourseSummary>>(`/v1/courses?pageSize=4&page=${page}`);
      expect(data.items.length).toBeLessThanOrEqual(4);
      ids.push(...data.items.map((c) => c.id));
    }
    expect(new Set(ids).size).toBe(first.total);
    const beyond = await get<Page<CourseSummary>>(
      `/v1/courses?pageSize=4&page=${first.totalPages + 1}`,
    );
    expect(beyond.items).toEqual([]);
  });

  it('finds courses by words of either language, case-insensitively, and treats % literally', async () => {
    const excel = await get<Page<CourseSummary>>('/v1/courses?q=excel');
    expect(excel.total).toBeGreaterThan(0);
    for (const c of excel.items) expect(JSON.stringify(c).toLowerCase()).toContain('excel');
    const safety = await get<Page<CourseSummary>>('/v1/courses?q=Safety');
    const keselamatan = await get<Page<CourseSummary>>('/v1/courses?q=keselamatan');
    expect(safety.items.map((c) => c.id)).toEqual(
      expect.arrayContaining(keselamatan.items.map((c) => c.id)),
    );
    expect((await get<Page<CourseSummary>>('/v1/courses?q=%25')).total).toBe(0);
  });

  it('filters by category slug and display type', async () => {
    const { items: categories } = await get<{ items: Category[] }>('/v1/categories');
    const used = categories.find((c) => c.courseCount > 0)!;
    const inCategory = await get<Page<CourseSummary>>(
      `/v1/courses?category=${used.slug}&pageSize=50`,
    );
    expect(inCategory.total).toBe(used.courseCount);
    for (const c of inCategory.items) expect(c.category?.slug).toBe(used.slug);
    for (const type of [0, 1, 2]) {
      const page = await get<Page<CourseSummary>>(`/v1/courses?displayType=${type}&pageSize=50`);
      expect(page.total).toBeGreaterThan(0);
      for (const c of page.items) expect(c.displayType).toBe(type);
    }
  });

  it('answers bad query values with 400 and a message naming the field', async () => {
    expect(await error('/v1/courses?page=0')).toEqual({
      status: 400,
      body: {
        error: { code: 'not_positive', message: 'Halaman harus bernilai positif', field: 'page' },
      },
    });
    expect((await error('/v1/courses?page=abc', 'en')).body.error).toMatchObject({
      field: 'page',
      message: 'Page is not valid',
    });
    expect((await error('/v1/courses?pageSize=51')).body.error.field).toBe('pageSize');
    expect((await error('/v1/courses?displayType=7')).status).toBe(400);
    expect((await error('/v1/courses?category=DROP TABLE')).status).toBe(400);
  });

  it('shows a course with its outline in order, and 404 for an unknown id', async () => {
    const { items } = await get<Page<CourseSummary>>('/v1/courses?pageSize=50');
    const details = await Promise.all(items.map((c) => get<CourseDetail>(`/v1/courses/${c.id}`)));
    const types = new Set(
      details.flatMap((d) => d.sections.flatMap((s) => s.contents.map((c) => c.type))),
    );
    expect([...types].sort()).toEqual([...CONTENT_TYPES].sort());
    for (const d of details) {
      expect(d.sections.length).toBeGreaterThan(0);
      expect(d.contentCount).toBe(d.sections.reduce((n, s) => n + s.contents.length, 0));
    }
    expect(await error('/v1/courses/999999', 'en')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Course not found', field: 'course' } },
    });
    expect((await error('/v1/courses/abc')).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('shows a member of another company nothing of Ajar Demo', async () => {
    const ajar = await get<Page<CourseSummary>>('/v1/courses?pageSize=50');
    const token = await h.login('member@nusantara.local');
    const theirs = await get<Page<CourseSummary>>('/v1/courses?pageSize=50', bearer(token));
    expect(theirs.total).toBeGreaterThan(0);
    const ajarIds = new Set(ajar.items.map((c) => c.id));
    for (const c of theirs.items) expect(ajarIds.has(c.id)).toBe(false);
    const res = await h.app.request(`/v1/courses/${ajar.items[0]!.id}`, bearer(token));
    expect(res.status).toBe(404);
    const { items: roadmaps } = await get<{ items: RoadmapSummary[] }>('/v1/roadmaps');
    expect((await h.app.request(`/v1/roadmaps/${roadmaps[0]!.id}`, bearer(token))).status).toBe(
      404,
    );
  });
});

describe('roadmaps', () => {
  it('lists roadmaps and shows their courses in order', async () => {
    const { items } = await get<{ items: RoadmapSummary[] }>('/v1/roadmaps');
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const r of items) {
      const detail = await get<RoadmapDetail>(`/v1/roadmaps/${r.id}`);
      expect(detail.courses.length).toBe(r.courseCount);
      expect(detail.courses.length).toBeGreaterThan(1);
    }
  });
});

describe('events and schedule', () => {
  it('splits upcoming (soonest first) from past (latest first)', async () => {
    const now = Date.now();
    const upcoming = await get<Page<Event>>('/v1/events?when=upcoming&pageSize=50');
    const past = await get<Page<Event>>('/v1/events?when=past&pageSize=50');
    expect(upcoming.total).toBeGreaterThan(0);
    expect(past.total).toBeGreaterThan(0);
    for (const e of upcoming.items)
      expect(Date.parse(e.endsAt)).toBeGreaterThanOrEqual(now - 60_000);
    for (const e of past.items) expect(Date.parse(e.endsAt)).toBeLessThan(now);
    const starts = upcoming.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const online = await get<Page<Event>>('/v1/events?when=upcoming&mode=online&pageSize=50');
    for (const e of online.items) expect(e.mode).toBe('online');
    expect((await error('/v1/events?when=soon', 'en')).body.error.message).toBe(
      'Time must be one of upcoming, past',
    );
  });

  it('returns events overlapping a date range, and refuses reversed or huge ranges', async () => {
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const { items } = await get<{ items: Event[] }>(`/v1/schedule?from=${from}&to=${to}`);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const event = await get<Event>(`/v1/events/${items[0]!.id}`);
    expect(event.title.id).toBeTruthy();
    expect((await error(`/v1/schedule?from=${to}&to=${from}`)).body.error.field).toBe('to');
    expect((await error('/v1/schedule?from=2020-01-01&to=2026-01-01')).status).toBe(400);
    expect((await error('/v1/schedule?from=yesterday&to=2026-01-01')).body.error.field).toBe(
      'from',
    );
  });

  it('publishes an iCalendar feed in the request language', async () => {
    const res = await h.app.request('/v1/schedule.ics', { headers: { 'accept-language': 'en' } });
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:Ajar schedule');
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(6);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
