import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../contract/roles';
import type { ApiErrorBody } from '../contract/common';
import type { CourseAccess, Enrolment } from '../contract/learning';
import { createHarness, type Harness } from '../testing/harness';
import { courseIdByTitle, userByEmail } from '../testing/lookups';

let h: Harness;
const courseId = (titleEn: string) => courseIdByTitle(h.database.db, titleEn);
let member: string;
let partner: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  member = await h.login('member@ajar.local');
  const user = await h.database.db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', 'partner@ajar.local')
    .executeTakeFirstOrThrow();
  partner = await h.tokens.issue({
    userId: user.id,
    roleId: ROLE.partner,
    companyId: user.company_id,
  });
  ids.leadership = await courseId('Team Leadership Fundamentals');
  ids.negotiation = await courseId('B2B Sales Negotiation');
  ids.finance = await courseId('Finance for Non-Finance Managers');
  ids.guide = await courseId('Getting Started with Ajar');
  ids.communication = await courseId('Effective Workplace Communication');
  ids.service = await courseId('Customer Service Excellence');
  ids.nusantara = await courseId('Safe Loading and Unloading');
}, 60_000);
afterAll(() => h.close());

const call = (method: string, id: number, token?: string, lang = 'id') =>
  h.app.request(`/v1/courses/${id}/enrolment`, {
    method,
    headers: {
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
const access = async (res: Response) => (await res.json()) as CourseAccess;
const enrolment = async (res: Response) => (await res.json()) as Enrolment;
const error = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

describe('course enrolment', () => {
  it('needs a signed-in learner', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await call(method, ids.negotiation!);
      expect(res.status, method).toBe(401);
      expect((await error(res)).code).toBe('unauthorized');
      expect((await call(method, ids.negotiation!, partner)).status, method).toBe(403);
    }
  });

  it('enrols in a free course once: 201, then 200 with the same enrolment', async () => {
    const before = await call('GET', ids.negotiation!, member);
    expect(before.status).toBe(200);
    expect(await access(before)).toEqual({ enrolment: null, requiresVoucher: false });

    const created = await call('POST', ids.negotiation!, member);
    expect(created.status).toBe(201);
    const first = await enrolment(created);
    expect(first).toMatchObject({
      courseId: ids.negotiation,
      source: 'free',
      progress: 0,
      completedAt: null,
      finalQuiz: 'NoFinalQuiz',
      finalQuizAttempted: false,
      certificateCode: null,
    });
    expect(Date.parse(first.enrolledAt)).not.toBeNaN();

    const again = await call('POST', ids.negotiation!, member);
    expect(again.status).toBe(200);
    expect(await enrolment(again)).toEqual(first);
    expect(await access(await call('GET', ids.negotiation!, member))).toEqual({
      enrolment: first,
      requiresVoucher: false,
    });
  });

  it('enrols once when two presses arrive together', async () => {
    const answers = await Promise.all([
      call('POST', ids.finance!, member),
      call('POST', ids.finance!, member),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const rows = await h.database.db
      .selectFrom('enrolments')
      .select('id')
      .where('course_id', '=', ids.finance!)
      .where('user_id', '=', (await userByEmail(h.database.db, 'member@ajar.local')).id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a paid course without a voucher, in Indonesian and English', async () => {
    expect(await access(await call('GET', ids.leadership!, member))).toEqual({
      enrolment: null,
      requiresVoucher: true,
    });
    const id = await call('POST', ids.leadership!, member);
    expect(id.status).toBe(400);
    expect(await error(id)).toEqual({
      code: 'voucher_required',
      message: 'Kursus ini berbayar. Gunakan kode voucher untuk mendaftar.',
    });
    const en = await call('POST', ids.leadership!, member, 'en');
    expect((await error(en)).message).toBe('This course is paid. Use a voucher code to enrol.');
    expect((await access(await call('GET', ids.leadership!, member))).enrolment).toBeNull();
  });

  it('answers the enrolment of a learner who came in through a voucher', async () => {
    const member2 = await h.login('member2@ajar.local');
    const res = await call('POST', ids.leadership!, member2);
    expect(res.status).toBe(200);
    expect(await enrolment(res)).toMatchObject({ courseId: ids.leadership, source: 'voucher' });
  });

  it('shows a finished course with its certificate, and hides a revoked one', async () => {
    const member2 = await h.login('member2@ajar.local');
    const done = (await access(await call('GET', ids.guide!, member2))).enrolment;
    expect(done).toMatchObject({ progress: 100, finalQuiz: 'NoFinalQuiz' });
    expect(done?.completedAt).not.toBeNull();
    expect(done?.certificateCode).toMatch(/^AJR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const revoked = (await access(await call('GET', ids.communication!, member2))).enrolment;
    expect(revoked).toMatchObject({ progress: 100, certificateCode: null });
    // Expired is still the learner's certificate: the public check tells it apart.
    const expired = (await access(await call('GET', ids.service!, member2))).enrolment;
    expect(expired?.certificateCode).toMatch(/^AJR-/);
    // Someone else's enrolment is theirs alone.
    expect((await access(await call('GET', ids.guide!, member))).enrolment).toBeNull();
  });

  it('hides another company’s course as not found', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await call(method, ids.nusantara!, member);
      expect(res.status, method).toBe(404);
      expect(await error(res)).toEqual({
        code: 'not_found',
        field: 'course',
        message: 'Kursus tidak ditemukan',
      });
      expect((await call(method, 999_999, member)).status).toBe(404);
    }
    const outsider = await h.login('member@nusantara.local');
    expect((await call('POST', ids.guide!, outsider)).status).toBe(404);
    expect((await call('POST', ids.nusantara!, outsider)).status).toBe(201);
  });

  it('rejects an id that is not a number as a 400', async () => {
    const res = await h.app.request('/v1/courses/abc/enrolment', {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(res.status).toBe(400);
  });
});
