import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassDetail,
  ClassProgramDetail,
  ClassProgramList,
  type ClassSummary,
} from '../contract/classes';
import { createHarness, type Harness } from '../testing/harness';
import { byClassOrder, classStatus, jakartaToday } from './class-status';

const DAY_MS = 86_400_000;

let h: Harness;
let member: string;
let member2: string;
let nusantara: string;
/** Jakarta calendar day `n` days from today, as the API's clock sees it. */
let day: (n: number) => string;

async function insertProgram(slug: string, classes: [string, number, number][]) {
  const db = h.database.db;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Ajar Demo')
    .executeTakeFirstOrThrow();
  const program = await db
    .insertInto('class_programs')
    .values({
      company_id: company.id,
      slug,
      title_id: `Uji ${slug}`,
      title_en: `Test ${slug}`,
      description_id: 'Program uji',
      description_en: 'Test program',
      cover_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [classSlug, start, end] of classes)
    await db
      .insertInto('classes')
      .values({
        program_id: program.id,
        company_id: company.id,
        slug: classSlug,
        title_id: classSlug,
        title_en: classSlug,
        description_id: '-',
        description_en: '-',
        starts_on: day(start),
        ends_on: day(end),
        mode: 'online',
        location: null,
        trainer_id: null,
        capacity: 10,
      })
      .execute();
}

beforeAll(async () => {
  h = await createHarness();
  const today = Date.parse(`${jakartaToday()}T00:00:00Z`);
  day = (n) => new Date(today + n * DAY_MS).toISOString().slice(0, 10);
  [member, member2, nusantara] = await Promise.all([
    h.login('member@ajar.local'),
    h.login('member2@ajar.local'),
    h.login('member@nusantara.local'),
  ]);
  // Inserted in this order, so listed after the seeded programs.
  await insertProgram('uji-urutan', [
    ['f-old', -40, -30],
    ['up-far', 30, 40],
    ['on-late', -2, 2],
    ['f-new', -20, -10],
    ['up-near', 5, 10],
    ['on-early', -8, 8],
  ]);
  await insertProgram('uji-berikutnya', [
    ['done', -10, -5],
    ['later', 20, 30],
    ['sooner', 3, 8],
  ]);
  await insertProgram('uji-selesai', [['done', -10, -5]]);
});
afterAll(() => h.close());

async function get(url: string, token?: string, lang = 'id') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await h.app.request(url, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const list = async (token?: string) =>
  ClassProgramList.parse((await get('/v1/classes', token)).body);
const program = async (slug: string, token?: string) => {
  const res = await get(`/v1/classes/${slug}`, token);
  expect(res.status).toBe(200);
  return ClassProgramDetail.parse(res.body);
};
const detail = async (path: string, token?: string) => {
  const res = await get(`/v1/classes/${path}`, token);
  expect(res.status).toBe(200);
  return ClassDetail.parse(res.body);
};
const paths = (classes: ClassSummary[]) => classes.map((c) => c.path);

describe('class dates', () => {
  it('reads the calendar day in Jakarta (UTC+7)', () => {
    expect(jakartaToday(new Date('2025-03-12T16:59:59Z'))).toBe('2025-03-12');
    expect(jakartaToday(new Date('2025-03-12T17:00:00Z'))).toBe('2025-03-13');
    expect(jakartaToday(new Date('2024-12-31T18:00:00Z'))).toBe('2025-01-01');
  });

  it('counts the first and the last day as running', () => {
    expect(classStatus('2025-03-01', '2025-03-12', '2025-03-12')).toBe('ongoing');
    expect(classStatus('2025-03-12', '2025-03-20', '2025-03-12')).toBe('ongoing');
    expect(classStatus('2025-03-12', '2025-03-12', '2025-03-12')).toBe('ongoing');
    expect(classStatus('2025-03-01', '2025-03-11', '2025-03-12')).toBe('finished');
    expect(classStatus('2025-03-13', '2025-03-20', '2025-03-12')).toBe('upcoming');
  });

  it('orders running, then upcoming by start, then finished newest first', () => {
    const c = (id: number, status: ClassSummary['status'], startsOn: string) =>
      ({ id, status, startsOn }) as ClassSummary;
    const sorted = [
      c(1, 'finished', '2025-01-01'),
      c(2, 'upcoming', '2025-05-01'),
      c(3, 'finished', '2025-02-01'),
      c(4, 'ongoing', '2025-03-01'),
      c(5, 'upcoming', '2025-04-01'),
    ].sort(byClassOrder);
    expect(sorted.map((x) => x.id)).toEqual([4, 5, 2, 3, 1]);
  });
});

describe('GET /v1/classes', () => {
  it('lists the company’s programs in creation order with counts', async () => {
    const { items } = await list();
    expect(items.map((p) => p.slug)).toEqual([
      'sales',
      'kepemimpinan',
      'layanan-pelanggan',
      'uji-urutan',
      'uji-berikutnya',
      'uji-selesai',
    ]);
    const sales = items[0]!;
    expect(sales.title).toEqual({ id: 'Akademi Penjualan', en: 'Sales Academy' });
    expect(sales.classCount).toBe(3);
    expect(items.find((p) => p.slug === 'uji-urutan')?.classCount).toBe(6);
  });

  it('picks the running class, else the soonest upcoming, else none', async () => {
    const { items } = await list();
    const next = (slug: string) => items.find((p) => p.slug === slug)?.nextClass ?? null;
    expect(next('sales')).toMatchObject({ path: 'sales/batch-2', status: 'ongoing' });
    expect(next('kepemimpinan')).toMatchObject({ path: 'kepemimpinan/batch-1' });
    expect(next('uji-urutan')?.path).toBe('uji-urutan/on-early');
    expect(next('uji-berikutnya')).toMatchObject({
      path: 'uji-berikutnya/sooner',
      status: 'upcoming',
      startsOn: day(3),
    });
    expect(next('uji-selesai')).toBeNull();
    expect(next('layanan-pelanggan')).toBeNull();
  });

  it('shows another tenant only its own programs', async () => {
    const { items } = await list(nusantara);
    expect(items.map((p) => p.slug)).toEqual(['k3-gudang']);
    expect(items[0]?.nextClass).toMatchObject({ path: 'k3-gudang/batch-1', isMember: true });
  });
});

describe('GET /v1/classes/{program}', () => {
  it('orders running, then upcoming by start, then finished newest first', async () => {
    const { classes, classCount } = await program('uji-urutan');
    expect(classCount).toBe(6);
    expect(classes.map((c) => [c.slug, c.status])).toEqual([
      ['on-early', 'ongoing'],
      ['on-late', 'ongoing'],
      ['up-near', 'upcoming'],
      ['up-far', 'upcoming'],
      ['f-new', 'finished'],
      ['f-old', 'finished'],
    ]);
    expect(classes[0]).toMatchObject({ startsOn: day(-8), endsOn: day(8) });
  });

  it('answers the seeded sales batches with their members and courses', async () => {
    const { classes, title } = await program('sales', member);
    expect(title.en).toBe('Sales Academy');
    expect(paths(classes)).toEqual(['sales/batch-2', 'sales/batch-3', 'sales/batch-1']);
    expect(classes.map((c) => c.status)).toEqual(['ongoing', 'upcoming', 'finished']);
    expect(classes.map((c) => c.isMember)).toEqual([false, true, false]);
    expect(classes.map((c) => c.memberCount)).toEqual([1, 1, 2]);
    for (const c of classes) expect(c.trainer?.name).toBe('Dewi Lestari');
  });

  it('has an empty program', async () => {
    const empty = await program('layanan-pelanggan');
    expect(empty).toMatchObject({ classCount: 0, classes: [] });
  });
});

describe('GET /v1/classes/{program}/{class}', () => {
  it('answers the sample class with its courses in the class’s order', async () => {
    const batch3 = await detail('sales/batch-3');
    expect(batch3).toMatchObject({
      slug: 'batch-3',
      path: 'sales/batch-3',
      status: 'upcoming',
      mode: 'offline',
      location: 'Jakarta, Menara Ajar lt. 5',
      capacity: 30,
      memberCount: 1,
      courseCount: 4,
      isMember: false,
      program: { slug: 'sales', title: { id: 'Akademi Penjualan', en: 'Sales Academy' } },
    });
    expect(batch3.description.id).not.toBe(batch3.description.en);
    expect(batch3.courses.map((c) => c.title.en)).toEqual([
      'Effective Workplace Communication',
      'B2B Sales Negotiation',
      'Customer Service Excellence',
      'Microsoft Excel for Data Analysis',
    ]);
    expect(batch3.startsOn > jakartaToday()).toBe(true);
    expect(batch3.endsOn >= batch3.startsOn).toBe(true);
  });

  it('tells a member of the class from other callers', async () => {
    expect((await detail('sales/batch-3', member)).isMember).toBe(true);
    expect((await detail('sales/batch-3', member2)).isMember).toBe(false);
    expect((await detail('sales/batch-2', member2)).isMember).toBe(true);
    expect((await detail('sales/batch-2', member)).isMember).toBe(false);
    expect((await detail('sales/batch-2')).isMember).toBe(false);
  });

  it('uses the leadership course in the leadership program', async () => {
    const batch1 = await detail('kepemimpinan/batch-1');
    expect(batch1.status).toBe('ongoing');
    expect(batch1.courses[0]?.title.en).toBe('Team Leadership Fundamentals');
  });
});

describe('errors', () => {
  it('answers 404 for an unknown program or class, naming which', async () => {
    expect(await get('/v1/classes/tidak-ada')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Program tidak ditemukan', field: 'program' } },
    });
    for (const url of [
      '/v1/classes/tidak-ada/batch-1',
      '/v1/classes/sales/batch-9',
      // batch-3 exists, but in sales only.
      '/v1/classes/kepemimpinan/batch-3',
      '/v1/classes/layanan-pelanggan/batch-1',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect((res.body.error as { code: string }).code).toBe('not_found');
    }
    expect((await get('/v1/classes/sales/batch-9')).body).toEqual({
      error: { code: 'not_found', message: 'Kelas tidak ditemukan', field: 'class' },
    });
  });

  it('keeps tenants apart both ways', async () => {
    for (const url of ['/v1/classes/sales', '/v1/classes/sales/batch-3'])
      expect((await get(url, nusantara)).status).toBe(404);
    for (const token of [undefined, member]) {
      expect((await get('/v1/classes/k3-gudang', token)).status).toBe(404);
      expect((await get('/v1/classes/k3-gudang/batch-1', token)).status).toBe(404);
    }
    const own = await detail('k3-gudang/batch-1', nusantara);
    expect(own).toMatchObject({ isMember: true, trainer: null, courseCount: 1 });
  });

  it('answers 400 for slugs that are not slugs', async () => {
    expect(await get('/v1/classes/Sales')).toEqual({
      status: 400,
      body: { error: { code: 'invalid', message: 'Program tidak valid', field: 'program' } },
    });
    for (const url of [
      '/v1/classes/sales/..%2Fx',
      '/v1/classes/sales/Batch-3',
      '/v1/classes/sales/batch_3',
      '/v1/classes/sales/-batch',
      `/v1/classes/sales/${'a'.repeat(81)}`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid', field: 'class' });
    }
    expect((await get('/v1/classes/..%2F..%2Fx')).status).toBe(400);
  });

  it('speaks English when asked', async () => {
    expect((await get('/v1/classes/tidak-ada', undefined, 'en')).body.error).toMatchObject({
      message: 'Programme not found',
    });
    expect((await get('/v1/classes/sales/batch-9', undefined, 'en')).body.error).toMatchObject({
      message: 'Class not found',
    });
    expect((await get('/v1/classes/sales/Batch-3', undefined, 'en')).body.error).toMatchObject({
      message: 'Class is not valid',
    });
  });
});

it('documents the three routes in the OpenAPI document', async () => {
  const res = await h.app.request('/v1/openapi.json');
  const doc = (await res.json()) as { paths: Record<string, { get?: { tags?: string[] } }> };
  for (const path of ['/v1/classes', '/v1/classes/{program}', '/v1/classes/{program}/{class}'])
    expect(doc.paths[path]?.get?.tags).toEqual(['Catalog']);
});
