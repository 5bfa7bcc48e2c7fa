import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberAchievements, TeamAchievements } from '../contract/team-achievements';
import { dayKey } from '../points/company-days';
import { newCompany, newPerson } from '../points/test-fixtures';
import { createCourse, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const ZONE = 'Asia/Jakarta';
const DAY_MS = 86_400_000;
const thisYear = () => Number(dayKey(new Date(), ZONE).slice(0, 4));
/** Moments ago: this year unless the year began minutes ago. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** Mid-June of last year: outside this year, inside "all time". */
const lastYear = () => new Date(`${thisYear() - 1}-06-15T03:00:00Z`);

async function call(who: Learner, path: string, status = 200, lang = 'id') {
  const res = await request(h.app, 'GET', `/v1/team/achievements${path}`, {
    token: who.token,
    lang,
  });
  expect(res.status, await res.clone().text()).toBe(status);
  return res;
}
const read = async <T>(who: Learner, path: string) => (await (await call(who, path)).json()) as T;

async function orgChart() {
  const company = await newCompany(db());
  const lead = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  const putri = await newPerson(h, company, { name: '=Putri Anggota' });
  const peer = await newPerson(h, company, { name: 'Budi Rekan' });
  const peerReport = await newPerson(h, company, { name: 'Andi Tim Lain' });
  for (const [boss, people] of [
    [lead, [yoga, putri]],
    [peer, [peerReport]],
  ] as const)
    for (const person of people)
      await db()
        .updateTable('users')
        .set({ supervisor_id: boss.auth.userId, position: 'Staf Penjualan' })
        .where('id', '=', person.auth.userId)
        .execute();
  return { company, lead, yoga, putri, peer, peerReport };
}

/** A completed course (with a final quiz scored `score`, if given) and optionally its certificate. */
async function completes(
  who: Learner,
  at: Date,
  facts: { score?: number; certificate?: 'valid' | 'revoked' | 'expired' } = {},
) {
  const { courseId, contents } = await createCourse(db(), who.auth.companyId, [
    { type: 'Final Quiz', quiz: { questions: [{ type: 'single', options: ['*Ya', 'Tidak'] }] } },
  ]);
  const { id: enrolmentId } = await db()
    .insertInto('enrolments')
    .values({
      company_id: who.auth.companyId,
      user_id: who.auth.userId,
      course_id: courseId,
      source: 'free',
      progress: 100,
      completed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const score of facts.score === undefined ? [] : [facts.score - 20, facts.score])
    await db()
      .insertInto('attempts')
      .values({
        company_id: who.auth.companyId,
        user_id: who.auth.userId,
        enrolment_id: enrolmentId,
        quiz_id: contents[0]!.quizId,
        attempt_number: score === facts.score ? 2 : 1,
        question_order: [],
        score: String(score),
        passed: score >= 70,
        submitted_at: at,
      })
      .execute();
  if (facts.certificate)
    await db()
      .insertInto('certificates')
      .values({
        company_id: who.auth.companyId,
        user_id: who.auth.userId,
        course_id: courseId,
        enrolment_id: enrolmentId,
        code: `TA-${enrolmentId}`,
        issued_at: at,
        revoked_at: facts.certificate === 'revoked' ? new Date() : null,
        expires_at: facts.certificate === 'expired' ? new Date(Date.now() - DAY_MS) : null,
      })
      .execute();
  return courseId;
}

let ledgerKey = 0;
async function earns(who: Learner, rule: string, points: number, at: Date) {
  ledgerKey += 1;
  await db()
    .insertInto('point_events')
    .values({
      company_id: who.auth.companyId,
      user_id: who.auth.userId,
      rule: rule as never,
      source_key: String(ledgerKey),
      points,
      idempotency_key: `test:${ledgerKey}`,
      day_key: dayKey(at, ZONE),
      occurred_at: at,
    })
    .execute();
}

describe('my team’s achievements', () => {
  it('counts, per direct report and for the period, courses, valid certificates, points and badges', async () => {
    const { lead, yoga, putri } = await orgChart();
    await completes(yoga, minutesAgo(1), { score: 90, certificate: 'valid' });
    await completes(yoga, minutesAgo(2), { certificate: 'revoked' });
    await completes(yoga, lastYear(), { certificate: 'valid' });
    await completes(putri, minutesAgo(3), { certificate: 'expired' });
    await earns(yoga, 'course.completed', 150, lastYear());
    await earns(yoga, 'streak.7', 20, minutesAgo(1));
    await earns(yoga, 'forum.answer_accepted', -15, minutesAgo(1));

    const year = await read<TeamAchievements>(lead, '');
    expect(year.period).toBe('year');
    expect(year.from).toBe(`${thisYear()}-01-01`);
    expect(year.members.map((m) => [m.name, m.counts])).toEqual([
      ['=Putri Anggota', { course: 1, certificate: 0, point: 0, badge: 0 }],
      // Level 2 (120 points) came last year with the 150; this year only the streak badge.
      ['Yoga Anggota', { course: 2, certificate: 1, point: 5, badge: 1 }],
    ]);
    expect(year.totals).toEqual({ course: 3, certificate: 1, point: 5, badge: 1 });

    const all = await read<TeamAchievements>(lead, '?period=all');
    expect(all.from).toBeNull();
    expect(all.members[1]!.counts).toEqual({ course: 3, certificate: 2, point: 155, badge: 2 });
    const months = await read<TeamAchievements>(lead, '?period=12m');
    expect(months.from! > `${thisYear() - 1}-01-01`).toBe(true);
  });

  it('lists one person’s items of each kind, newest first, with scores, dates and reasons', async () => {
    const { lead, yoga } = await orgChart();
    const recent = await completes(yoga, minutesAgo(1), {
      score: 85,
      certificate: 'valid',
    });
    const older = await completes(yoga, minutesAgo(5));
    const lastYears = await completes(yoga, lastYear(), { certificate: 'valid' });
    await earns(yoga, 'course.completed', 150, minutesAgo(1));
    const base = `/members/${yoga.auth.userId}`;

    const courses = await read<MemberAchievements>(lead, `${base}/course`);
    expect(courses.member.name).toBe('Yoga Anggota');
    expect(courses.courses.map((c) => [c.course.id, c.score])).toEqual([
      [recent, 85],
      [older, null],
    ]);
    expect(courses.certificates).toEqual([]);
    expect(courses.counts).toEqual({ course: 2, certificate: 1, point: 150, badge: 1 });

    const certificates = await read<MemberAchievements>(lead, `${base}/certificate?period=all`);
    expect(certificates.certificates.map((c) => [c.course.id, c.expiresAt])).toEqual([
      [recent, null],
      [lastYears, null],
    ]);
    expect(certificates.total).toBe(2);

    const points = await read<MemberAchievements>(lead, `${base}/point`);
    expect(points.points.map((p) => [p.rule, p.points])).toEqual([['course.completed', 150]]);
    const badges = await read<MemberAchievements>(lead, `${base}/badge`);
    expect(badges.badges.map((b) => [b.kind, b.value])).toEqual([['level', 2]]);
  });

  it('pages a long list', async () => {
    const { lead, yoga } = await orgChart();
    const day = minutesAgo(1);
    for (let i = 0; i < 23; i += 1) await earns(yoga, 'content.completed', 1, day);
    const path = `/members/${yoga.auth.userId}/point`;
    const first = await read<MemberAchievements>(lead, path);
    expect([first.points.length, first.total, first.pageCount]).toEqual([20, 23, 2]);
    const second = await read<MemberAchievements>(lead, `${path}?page=2`);
    expect(second.points).toHaveLength(3);
  });
});

describe('only my direct reports', () => {
  it("refuses a peer's report, myself, another company's person, an unknown id (404), a bad type (400)", async () => {
    const { lead, yoga, peerReport } = await orgChart();
    const stranger = await newPerson(h, await newCompany(db()));
    await db()
      .updateTable('users')
      .set({ supervisor_id: lead.auth.userId }) // a bad row cannot reach across companies
      .where('id', '=', stranger.auth.userId)
      .execute();
    for (const id of [peerReport.auth.userId, lead.auth.userId, stranger.auth.userId, 999_999])
      await call(lead, `/members/${id}/course`, 404);
    await call(yoga, `/members/${lead.auth.userId}/badge`, 404);
    await call(lead, `/members/${yoga.auth.userId}/medal`, 400);
    await call(lead, '?period=week', 400);
    const team = await read<TeamAchievements>(lead, '');
    expect(team.members.map((m) => m.name)).not.toContain(stranger.name);
    expect((await read<TeamAchievements>(yoga, '')).members).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, headed in my language, formula-safe, and named as a download', async () => {
    const { lead, yoga } = await orgChart();
    await completes(yoga, minutesAgo(1));
    const res = await call(lead, '/export?period=all');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pencapaian-tim-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Nama,Jabatan,Departemen,Kursus selesai,Sertifikat berlaku,Poin,Lencana');
    expect(lines.slice(1)).toEqual([
      `'=Putri Anggota,Staf Penjualan,,0,0,0,0`,
      'Yoga Anggota,Staf Penjualan,,1,0,0,0',
      '',
    ]);

    const english = await call(lead, '/export', 200, 'en');
    expect((await english.text()).split('\r\n')[0]).toContain('Name,Position');
    expect(english.headers.get('content-disposition')).toContain('team-achievements-year-');
  });
});
