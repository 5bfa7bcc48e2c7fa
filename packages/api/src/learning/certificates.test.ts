import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateCheck, MyCertificate } from '../contract/certificates';
import type { ApiErrorBody } from '../contract/common';
import { enrol, markDone } from './progress.service';
import { companyId, createCourse, newLearner, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let ajar: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const DAY = 86_400_000;

/** Completes a one-module course, which issues its certificate; answers the code. */
async function certify(who: Learner, validDays: number | null = null) {
  const course = await createCourse(db(), ajar, [{ type: 'Module' }], {
    certificate_valid_days: validDays,
  });
  const { enrolment } = await enrol(db(), who.auth, course.courseId, 'free');
  await markDone(db(), enrolment, course.contents[0]!.id);
  const row = await db()
    .selectFrom('certificates')
    .select(['id', 'code'])
    .where('enrolment_id', '=', enrolment.id)
    .executeTakeFirstOrThrow();
  return { ...row, courseId: course.courseId };
}

const check = (code: string, lang = 'id') =>
  request(h.app, 'GET', `/v1/certificates/${encodeURIComponent(code)}`, { lang });
const mine = async (who: Learner) => {
  const res = await request(h.app, 'GET', '/v1/my/certificates', { token: who.token });
  expect(res.status).toBe(200);
  return (await res.json()) as MyCertificate[];
};

describe('my certificates', () => {
  it('lists mine newest first with their state, and nobody else’s', async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    expect(await mine(learner)).toEqual([]);
    const older = await certify(learner);
    const newer = await certify(learner, 365);
    await db()
      .updateTable('certificates')
      .set({ issued_at: new Date(Date.now() - 3 * DAY) })
      .where('id', '=', older.id)
      .execute();
    const list = await mine(learner);
    expect(list.map((c) => c.code)).toEqual([newer.code, older.code]);
    expect(list[0]).toMatchObject({
      course: { id: newer.courseId },
      learnerName: learner.name,
      state: 'valid',
      revokedAt: null,
    });
    expect(Date.parse(list[0]!.expiresAt!) - Date.parse(list[0]!.issuedAt)).toBe(365 * DAY);
    expect(list[1]!.expiresAt).toBeNull();

    const other = await newLearner(db(), h.tokens, ajar);
    expect(await mine(other)).toEqual([]);
    expect((await request(h.app, 'GET', '/v1/my/certificates')).status).toBe(401);
  });

  it('reports revoked and expired certificates as such', async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    const revoked = await certify(learner);
    const expired = await certify(learner, 30);
    await db()
      .updateTable('certificates')
      .set({ revoked_at: new Date() })
      .where('id', '=', revoked.id)
      .execute();
    await db()
      .updateTable('certificates')
      .set({ expires_at: new Date(Date.now() - DAY) })
      .where('id', '=', expired.id)
      .execute();
    const states = new Map((await mine(learner)).map((c) => [c.code, c.state]));
    expect(states.get(revoked.code)).toBe('revoked');
    expect(states.get(expired.code)).toBe('expired');
    expect(((await (await check(revoked.code)).json()) as CertificateCheck).state).toBe('revoked');
    expect(((await (await check(expired.code)).json()) as CertificateCheck).state).toBe('expired');
  });
});

describe('the public certificate check', () => {
  it('confirms a code without a token, in any letter case, revealing only what it must', async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    const cert = await certify(learner);
    for (const code of [cert.code, cert.code.toLowerCase(), ` ${cert.code} `]) {
      const res = await check(code);
      expect(res.status, code).toBe(200);
      const body = (await res.json()) as CertificateCheck;
      expect(Object.keys(body).sort()).toEqual(
        [
          'code',
          'courseTitle',
          'expiresAt',
          'issuedAt',
          'learnerName',
          'revokedAt',
          'state',
        ].sort(),
      );
      expect(body).toMatchObject({ code: cert.code, state: 'valid', learnerName: learner.name });
      expect(body.courseTitle.id).toMatch(/^Kursus Uji/);
    }
  });

  it('answers 404 for an unknown or malformed code, translated', async () => {
    const unknown = await check('AJR-0000-0000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiErrorBody).error).toEqual({
      code: 'not_found',
      message: 'Sertifikat tidak ditemukan',
      field: 'certificate',
    });
    const en = await check('AJR-0000-0000', 'en');
    expect(((await en.json()) as ApiErrorBody).error.message).toBe('Certificate not found');
    for (const code of ['hello', 'AJR-IIII-OOOO', 'AJR-0000-0000-0000-0000-0000', "'; drop"]) {
      const res = await check(code);
      expect(res.status, code).toBe(404);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe('certificate');
    }
  });
});
