import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../contract/roles';
import type { ApiErrorBody } from '../contract/common';
import type { VoucherRedemption } from '../contract/learning';
import { createHarness, type Harness } from '../testing/harness';
import { courseIdByTitle, userByEmail } from '../testing/lookups';

let h: Harness;
const courseId = (titleEn: string) => courseIdByTitle(h.database.db, titleEn);
const userId = (email: string) => userByEmail(h.database.db, email);
let leadership: number;
let finance: number;
const tokens: Record<string, string> = {};

const token = async (email: string) => (tokens[email] ??= await h.login(email));

beforeAll(async () => {
  h = await createHarness();
  leadership = await courseId('Team Leadership Fundamentals');
  finance = await courseId('Finance for Non-Finance Managers');
}, 60_000);
afterAll(() => h.close());

const redeem = async (email: string | null, code: unknown, lang = 'id') =>
  h.app.request('/v1/vouchers/redeem', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(email ? { authorization: `Bearer ${await token(email)}` } : {}),
    },
    body: JSON.stringify({ code }),
  });
const error = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
const redemption = async (res: Response) => (await res.json()) as VoucherRedemption;

/** A voucher made for one test, so each rule is tried on a code nobody else touched. */
async function voucher(code: string, courseId: number, maxUses: number | null, perUser = 1) {
  const ajar = await userId('admin@ajar.local');
  await h.database.db
    .insertInto('vouchers')
    .values({
      company_id: ajar.company_id,
      course_id: courseId,
      code,
      max_uses: maxUses,
      per_user_limit: perUser,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
}

async function uses(code: string) {
  const row = await h.database.db
    .selectFrom('voucher_redemptions as r')
    .innerJoin('vouchers as v', 'v.id', 'r.voucher_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('v.code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('voucher redemption', () => {
  it('needs a signed-in learner and a code', async () => {
    expect((await redeem(null, 'AJAR-LEAD-2026')).status).toBe(401);
    const partner = await userId('partner@ajar.local');
    const partnerToken = await h.tokens.issue({
      userId: partner.id,
      roleId: ROLE.partner,
      companyId: partner.company_id,
    });
    const res = await h.app.request('/v1/vouchers/redeem', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${partnerToken}` },
      body: JSON.stringify({ code: 'AJAR-LEAD-2026' }),
    });
    expect(res.status).toBe(403);
    const blank = await redeem('member@ajar.local', '   ');
    expect(blank.status).toBe(400);
    expect(await error(blank)).toMatchObject({ code: 'required', field: 'code' });
  });

  it('does not find an unknown code, nor another company’s', async () => {
    const unknown = await redeem('member@ajar.local', 'TIDAK-ADA');
    expect(unknown.status).toBe(404);
    expect(await error(unknown)).toEqual({
      code: 'not_found',
      field: 'voucher',
      message: 'Kode voucher tidak ditemukan',
    });
    expect((await error(await redeem('member@ajar.local', 'TIDAK-ADA', 'en'))).message).toBe(
      'Voucher code not found',
    );
    expect((await redeem('member@ajar.local', 'NUSA-DOK-2026')).status).toBe(404);
    expect((await redeem('member@nusantara.local', 'AJAR-LEAD-2026')).status).toBe(404);
  });

  it('refuses an expired code', async () => {
    const res = await redeem('member@ajar.local', 'kedaluwarsa');
    expect(res.status).toBe(400);
    expect(await error(res)).toEqual({
      code: 'voucher_expired',
      message: 'Kode voucher KEDALUWARSA sudah kedaluwarsa',
    });
    expect((await error(await redeem('member@ajar.local', 'KEDALUWARSA', 'en'))).message).toBe(
      'Voucher code KEDALUWARSA has expired',
    );
  });

  it('refuses a single-use code another member already used', async () => {
    const res = await redeem('member@ajar.local', 'SEKALIPAKAI');
    expect(res.status).toBe(409);
    expect(await error(res)).toEqual({
      code: 'already_used',
      field: 'voucher',
      message: 'Kode voucher SEKALIPAKAI telah dipakai',
    });
    expect((await error(await redeem('member@ajar.local', 'SEKALIPAKAI', 'en'))).message).toBe(
      'Voucher code SEKALIPAKAI is already in use',
    );
    expect(await uses('SEKALIPAKAI')).toBe(1);
  });

  it('shares a multi-use code, matching it case-insensitively', async () => {
    const first = await redeem('member@ajar.local', ' ajar-lead-2026 ');
    expect(first.status).toBe(201);
    const body = await redemption(first);
    expect(body.course).toEqual({
      id: leadership,
      title: { id: 'Dasar Kepemimpinan Tim', en: 'Team Leadership Fundamentals' },
    });
    expect(body.enrolment).toMatchObject({ courseId: leadership, source: 'voucher', progress: 0 });

    const second = await redeem('member3@ajar.local', 'AJAR-LEAD-2026');
    expect(second.status).toBe(201);
    expect(await uses('AJAR-LEAD-2026')).toBe(2);
  });

  it('spends nothing when I am already in the course', async () => {
    const again = await redeem('member@ajar.local', 'AJAR-LEAD-2026');
    expect(again.status).toBe(200);
    expect((await redemption(again)).enrolment.courseId).toBe(leadership);
    // member2 came in with SEKALIPAKAI; a second code for the same course is not spent.
    const member2 = await redeem('member2@ajar.local', 'AJAR-LEAD-2026');
    expect(member2.status).toBe(200);
    expect((await redemption(member2)).enrolment.source).toBe('voucher');
    expect(await uses('AJAR-LEAD-2026')).toBe(2);
  });

  it('still calls a used-up code used when I hold its course, unless I used it myself', async () => {
    // member is in the leadership course by now (AJAR-LEAD-2026), but never used SEKALIPAKAI.
    const someoneElses = await redeem('member@ajar.local', 'SEKALIPAKAI');
    expect(someoneElses.status).toBe(409);
    expect(await error(someoneElses)).toMatchObject({
      code: 'already_used',
      message: 'Kode voucher SEKALIPAKAI telah dipakai',
    });
    // member2 spent it on this very course: the honest answer is the enrolment it gave.
    const mine = await redeem('member2@ajar.local', 'SEKALIPAKAI');
    expect(mine.status).toBe(200);
    expect((await redemption(mine)).enrolment.courseId).toBe(leadership);
    expect(await uses('SEKALIPAKAI')).toBe(1);
  });

  it('keeps to the per-learner limit even after the enrolment is gone', async () => {
    await voucher('SEKALI-PER-ORANG', finance, null, 1);
    await voucher('DUA-PER-ORANG', finance, null, 2);
    const member4 = await userId('member4@ajar.local');
    const unenrol = () =>
      h.database.db
        .deleteFrom('enrolments')
        .where('user_id', '=', member4.id)
        .where('course_id', '=', finance)
        .execute();

    expect((await redeem('member4@ajar.local', 'SEKALI-PER-ORANG')).status).toBe(201);
    await unenrol();
    const limited = await redeem('member4@ajar.local', 'SEKALI-PER-ORANG');
    expect(limited.status).toBe(409);
    expect((await error(limited)).code).toBe('already_used');

    expect((await redeem('member4@ajar.local', 'DUA-PER-ORANG')).status).toBe(201);
    await unenrol();
    expect((await redeem('member4@ajar.local', 'DUA-PER-ORANG')).status).toBe(201);
    await unenrol();
    expect((await redeem('member4@ajar.local', 'DUA-PER-ORANG')).status).toBe(409);
  });

  it('gives the last use of a code to exactly one of two learners racing for it', async () => {
    // Signed in beforehand, so both redemptions really arrive together.
    await token('trainer2@ajar.local');
    await token('member4@ajar.local');
    const racers = [
      (await userId('trainer2@ajar.local')).id,
      (await userId('member4@ajar.local')).id,
    ];
    // Several rounds: a lost race shows up in one of them even when timing hides it once.
    for (let round = 1; round <= 8; round += 1) {
      const code = `TERAKHIR-${round}`;
      await voucher(code, leadership, 1);
      const answers = await Promise.all([
        redeem('trainer2@ajar.local', code),
        redeem('member4@ajar.local', code),
      ]);
      expect(answers.map((r) => r.status).sort(), code).toEqual([201, 409]);
      expect(await uses(code)).toBe(1);
      const enrolled = await h.database.db
        .deleteFrom('enrolments')
        .where('course_id', '=', leadership)
        .where('user_id', 'in', racers)
        .executeTakeFirst();
      expect(Number(enrolled.numDeletedRows)).toBe(1);
    }
  }, 30_000);
});
