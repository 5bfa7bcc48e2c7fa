import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../contract/roles';
import type { ApiErrorBody } from '../contract/common';
import type { LearnContent, LearnOutline, LearnProgress } from '../contract/learning';
import { createHarness, type Harness } from '../testing/harness';
import { contentIdsInOrder, courseIdByTitle } from '../testing/lookups';

let h: Harness;
const courseId = (titleEn: string) => courseIdByTitle(h.database.db, titleEn);
const contentIds = (course: number) => contentIdsInOrder(h.database.db, course);
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  for (const email of ['member@ajar.local', 'member3@ajar.local', 'admin@ajar.local'])
    tokens[email] = await h.login(email);
  const partner = await h.database.db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', 'partner@ajar.local')
    .executeTakeFirstOrThrow();
  tokens.partner = await h.tokens.issue({
    userId: partner.id,
    roleId: ROLE.partner,
    companyId: partner.company_id,
  });
  ids.leadership = await courseId('Team Leadership Fundamentals');
  ids.excel = await courseId('Microsoft Excel for Data Analysis');
  ids.safety = await courseId('Warehouse Health and Safety');
  ids.communication = await courseId('Effective Workplace Communication');
  ids.guide = await courseId('Getting Started with Ajar');
  ids.nusantara = await courseId('Safe Loading and Unloading');
}, 60_000);
afterAll(() => h.close());

const request = (method: string, path: string, who?: string, lang = 'id', body?: unknown) =>
  h.app.request(`/v1${path}`, {
    method,
    headers: {
      'accept-language': lang,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const outline = (course: number, who: string) => request('GET', `/courses/${course}/learn`, who);
const content = (course: number, id: number, who: string, lang = 'id') =>
  request('GET', `/courses/${course}/learn/${id}`, who, lang);
const complete = (course: number, id: number, who: string, lang = 'id') =>
  request('POST', `/courses/${course}/learn/${id}/complete`, who, lang);
const json = async <T>(res: Response) => (await res.json()) as T;
const error = async (res: Response) => (await json<ApiErrorBody>(res)).error;
const statuses = (o: LearnOutline) => o.sections.flatMap((s) => s.contents.map((c) => c.status));

describe('learn player', () => {
  it('needs a signed-in learner', async () => {
    const [first] = await contentIds(ids.guide!);
    const paths = [
      ['GET', `/courses/${ids.guide}/learn`],
      ['GET', `/courses/${ids.guide}/learn/${first}`],
      ['POST', `/courses/${ids.guide}/learn/${first}/complete`],
    ] as const;
    for (const [method, path] of paths) {
      expect((await request(method, path)).status, path).toBe(401);
      expect((await request(method, path, 'partner')).status, path).toBe(403);
    }
  });

  it('hides another company’s course, and contents of another course', async () => {
    const [theirs] = await contentIds(ids.nusantara!);
    for (const res of [
      await outline(ids.nusantara!, 'member@ajar.local'),
      await content(ids.nusantara!, theirs!, 'member@ajar.local'),
      await complete(ids.nusantara!, theirs!, 'member@ajar.local'),
    ]) {
      expect(res.status).toBe(404);
      expect(await error(res)).toMatchObject({ code: 'not_found', field: 'course' });
    }
    const [excelFirst] = await contentIds(ids.excel!);
    const foreign = await content(ids.communication!, excelFirst!, 'member@ajar.local');
    expect(foreign.status).toBe(404);
    expect(await error(foreign)).toEqual({
      code: 'not_found',
      field: 'content',
      message: 'Materi tidak ditemukan',
    });
    expect((await complete(ids.communication!, excelFirst!, 'member@ajar.local')).status).toBe(404);
  });

  it('refuses a learner who is not enrolled', async () => {
    const [first] = await contentIds(ids.excel!);
    for (const res of [
      await outline(ids.excel!, 'member@ajar.local'),
      await content(ids.excel!, first!, 'member@ajar.local'),
      await complete(ids.excel!, first!, 'member@ajar.local'),
    ]) {
      expect(res.status).toBe(403);
      expect(await error(res)).toEqual({
        code: 'not_enrolled',
        message: 'Anda belum terdaftar di kursus ini',
      });
    }
  });

  it('outlines my course by section with where to continue', async () => {
    const res = await outline(ids.communication!, 'member@ajar.local');
    expect(res.status).toBe(200);
    const body = await json<LearnOutline>(res);
    const all = await contentIds(ids.communication!);
    expect(body.course).toEqual({
      id: ids.communication,
      title: {
        id: 'Komunikasi Efektif di Tempat Kerja',
        en: 'Effective Workplace Communication',
      },
    });
    expect(body.sections.map((s) => s.title.en)).toEqual([
      'Listening and Speaking',
      'Written Communication',
      'Practice',
    ]);
    expect(body.sections.flatMap((s) => s.contents.map((c) => c.id))).toEqual(all);
    // Seeded: the first three are done.
    expect(statuses(body)).toEqual([
      'done',
      'done',
      'done',
      'available',
      'locked',
      'locked',
      'locked',
    ]);
    expect(body.nextContentId).toBe(all[3]);
    expect(body.enrolment).toMatchObject({ courseId: ids.communication, progress: 42 });
  });

  it('opens contents in order and certifies a course without quizzes', async () => {
    const who = 'member@ajar.local';
    expect((await request('POST', `/courses/${ids.guide}/enrolment`, who)).status).toBe(201);
    const all = await contentIds(ids.guide!);
    expect(all).toHaveLength(5);
    const [first, second, third] = all as [number, number, number];
    expect(statuses(await json<LearnOutline>(await outline(ids.guide!, who)))).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);

    const locked = await content(ids.guide!, second, who);
    expect(locked.status).toBe(403);
    expect(await error(locked)).toEqual({
      code: 'content_locked',
      message: 'Selesaikan materi sebelumnya untuk membuka materi ini',
    });
    expect((await error(await complete(ids.guide!, second, who, 'en'))).message).toBe(
      'Finish the previous content to open this one',
    );

    const done = await complete(ids.guide!, first, who);
    expect(done.status).toBe(200);
    expect(await json<LearnProgress>(done)).toMatchObject({
      contentId: first,
      status: 'done',
      enrolment: { progress: 20, completedAt: null, certificateCode: null },
      nextContentId: second,
    });

    const opened = await content(ids.guide!, second, who);
    expect(opened.status).toBe(200);
    const page = await json<LearnContent>(opened);
    expect(page).toMatchObject({
      id: second,
      type: 'Module',
      status: 'available',
      previousId: first,
      nextId: third,
      videoUrl: null,
      pdfUrl: null,
      meeting: null,
      quiz: null,
    });
    expect(page.body?.id).toContain('<h2>Menemukan Kursus dan Roadmap</h2>');
    expect(page.body?.en).toContain('<h2>Finding Courses and Roadmaps</h2>');

    const progress: number[] = [];
    let last: LearnProgress | undefined;
    for (const id of all.slice(1)) {
      const res = await complete(ids.guide!, id, who);
      expect(res.status).toBe(200);
      last = await json<LearnProgress>(res);
      progress.push(last.enrolment.progress);
    }
    expect(progress).toEqual([40, 60, 80, 100]);
    expect(last?.nextContentId).toBeNull();
    expect(last?.enrolment.completedAt).not.toBeNull();
    expect(last?.enrolment.certificateCode).toMatch(/^AJR-/);

    // Repeating is harmless: same state, still one certificate.
    const again = await json<LearnProgress>(await complete(ids.guide!, first, who));
    expect(again.enrolment).toEqual(last?.enrolment);
    const certificates = await h.database.db
      .selectFrom('certificates')
      .select('code')
      .where('course_id', '=', ids.guide!)
      .where('code', '=', last!.enrolment.certificateCode!)
      .execute();
    expect(certificates).toHaveLength(1);
  });

  it('opens a meeting’s attendance 15 minutes before it starts', async () => {
    const who = 'member3@ajar.local';
    expect((await request('POST', `/courses/${ids.safety}/enrolment`, who)).status).toBe(201);
    const [meeting] = (await contentIds(ids.safety!)) as [number];
    const startIn = (minutes: number) =>
      h.database.db
        .updateTable('course_contents')
        .set({
          meeting_starts_at: new Date(Date.now() + minutes * 60_000),
          meeting_ends_at: new Date(Date.now() + (minutes + 60) * 60_000),
        })
        .where('id', '=', meeting)
        .execute();

    await startIn(60);
    const early = await json<LearnContent>(await content(ids.safety!, meeting, who));
    expect(early.meeting).toMatchObject({ mode: 'offline', canAttend: false, attended: false });
    expect(early.meeting?.location).toContain('Surabaya');
    const refused = await complete(ids.safety!, meeting, who);
    expect(refused.status).toBe(400);
    expect(await error(refused)).toEqual({
      code: 'meeting_not_open',
      message: 'Presensi dibuka 15 menit sebelum pertemuan dimulai',
    });

    await startIn(10);
    expect(
      (await json<LearnContent>(await content(ids.safety!, meeting, who))).meeting,
    ).toMatchObject({
      canAttend: true,
      attended: false,
    });
    const attended = await complete(ids.safety!, meeting, who);
    expect(attended.status).toBe(200);
    expect((await json<LearnProgress>(attended)).status).toBe('done');
    const after = await json<LearnContent>(await content(ids.safety!, meeting, who));
    expect(after).toMatchObject({ status: 'done', meeting: { attended: true } });
  });

  it('finishes a quiz content through its quiz, not by marking it', async () => {
    const who = 'member@ajar.local';
    expect((await request('POST', `/courses/${ids.excel}/enrolment`, who)).status).toBe(201);
    const [preTest] = (await contentIds(ids.excel!)) as [number];
    await h.database.db
      .insertInto('quizzes')
      .values({ content_id: preTest, max_attempts: 1 })
      .onConflict((oc) => oc.column('content_id').doNothing())
      .execute();
    const quiz = await h.database.db
      .selectFrom('quizzes')
      .select(['id', 'max_attempts', 'pass_threshold'])
      .where('content_id', '=', preTest)
      .executeTakeFirstOrThrow();

    const page = await json<LearnContent>(await content(ids.excel!, preTest, who));
    expect(page).toMatchObject({
      type: 'Pre Test',
      status: 'available',
      body: null,
      meeting: null,
    });
    expect(page.quiz).toMatchObject({
      id: quiz.id,
      maxAttempts: quiz.max_attempts,
      passThreshold: quiz.pass_threshold,
      attemptsUsed: 0,
      bestScore: null,
      passed: null,
      openAttemptId: null,
    });

    const res = await complete(ids.excel!, preTest, who);
    expect(res.status).toBe(400);
    expect(await error(res)).toEqual({
      code: 'content_not_completable',
      message:
        'Materi ini dianggap selesai setelah Anda mengerjakan kuisnya atau mengisi presensi, bukan dengan ditandai manual',
    });
    expect((await error(await complete(ids.excel!, preTest, who, 'en'))).message).toBe(
      'This content is completed when you take its quiz or check in to its meeting, not by marking it done',
    );
    const state = await json<LearnOutline>(await outline(ids.excel!, who));
    expect(state.enrolment.progress).toBe(0);
    expect(statuses(state)[0]).toBe('available');
  });

  it('shows the showcase course’s online meeting, rich text and PDF', async () => {
    const who = 'admin@ajar.local';
    const redeemed = await request('POST', '/vouchers/redeem', who, 'id', {
      code: 'AJAR-LEAD-2026',
    });
    expect(redeemed.status).toBe(201);
    const all = await contentIds(ids.leadership!);
    const [preTest, meeting, leaderRole, trust, feedback, recap, delegation] = all as number[];
    // Stands in for a submitted pre-test (the quiz engine's own tests cover that path).
    const admin = await h.database.db
      .selectFrom('enrolments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select('e.id')
      .where('u.email', '=', who)
      .where('e.course_id', '=', ids.leadership!)
      .executeTakeFirstOrThrow();
    await h.database.db
      .insertInto('content_progress')
      .values({ enrolment_id: admin.id, content_id: preTest! })
      .execute();

    const online = await json<LearnContent>(await content(ids.leadership!, meeting!, who));
    expect(online.meeting).toMatchObject({
      mode: 'online',
      url: 'https://meet.ajar.local/kepemimpinan',
      location: null,
      canAttend: true,
      attended: false,
    });
    expect(Date.parse(online.meeting!.endsAt) - Date.parse(online.meeting!.startsAt)).toBe(
      3_600_000,
    );
    for (const id of [meeting, leaderRole, trust, feedback, recap])
      expect((await complete(ids.leadership!, id!, who)).status).toBe(200);

    const role = await json<LearnContent>(await content(ids.leadership!, leaderRole!, who));
    expect(role.body?.id).toContain('<blockquote>');
    const pdf = await json<LearnContent>(await content(ids.leadership!, delegation!, who));
    expect(pdf).toMatchObject({
      type: 'Module',
      pdfUrl: '/media/panduan-delegasi.pdf',
      videoUrl: null,
      // Neighbours run across sections.
      previousId: recap,
      nextId: all[7],
    });
    expect(pdf.body?.id).toContain('<table>');
    expect(pdf.body?.en).toContain('<table>');
  });
});
