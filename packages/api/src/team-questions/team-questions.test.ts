import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberQuestions, TeamQuestion, TeamQuestionList } from '../contract/team-questions';
import type { TeamMemberDetail } from '../contract/team';
import { newCompany, newPerson } from '../points/test-fixtures';
import { createCourse, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { teamTestKit } from '../team/team-test-kit';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;

const { call, refusal: codeOf, reportsTo, orgChart: people } = teamTestKit(() => h);

async function completed(company: number, who: Learner) {
  const { courseId } = await createCourse(db(), company, [{ type: 'Module' }]);
  await db()
    .insertInto('enrolments')
    .values({
      company_id: company,
      user_id: who.auth.userId,
      course_id: courseId,
      source: 'free',
      progress: 100,
      completed_at: new Date('2026-01-10T05:00:00Z'),
    })
    .execute();
  return courseId;
}

/** A day ahead, as `YYYY-MM-DD`: far enough from today that no zone makes it today. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const prompt = 'Apa satu hal dari pelatihan ini yang sudah kamu terapkan di tim?';
const answer = 'Saya sekarang membagi tugas mingguan dengan jelas di awal pekan.';
const noticesOf = (who: Learner) =>
  db()
    .selectFrom('notifications')
    .select(['type', 'link'])
    .where('user_id', '=', who.auth.userId)
    .orderBy('id')
    .execute();
const logOf = (who: Learner) =>
  db()
    .selectFrom('team_log')
    .select(['action', 'actor_id', 'facts'])
    .where('subject_id', '=', who.auth.userId)
    .orderBy('id')
    .execute();

describe('follow-up questions', () => {
  it('Rina asks Yoga about a course he completed; he answers, edits, she reads and replies', async () => {
    const { company, rina, yoga } = await people();
    const courseId = await completed(company, yoga);
    const choices = await call<MemberQuestions>(
      rina,
      'GET',
      `/team-questions/members/${yoga.auth.userId}/questions`,
    );
    expect(choices.trainings.map((t) => [t.kind, t.id])).toEqual([['course', courseId]]);

    const asked = await call<TeamQuestion>(
      rina,
      'POST',
      `/team-questions/members/${yoga.auth.userId}/questions`,
      { prompt, courseId, dueOn: inDays(30) },
      201,
    );
    expect(asked).toMatchObject({
      status: 'open',
      training: { kind: 'course', id: courseId },
      can: { answer: false, withdraw: true, markRead: false, reply: false },
    });
    expect(await noticesOf(yoga)).toEqual([
      { type: 'team.question.asked', link: `/my-team/question?question=${asked.id}` },
    ]);

    const mine = await call<TeamQuestionList>(yoga, 'GET', '/team-questions');
    expect(mine.hasTeam).toBe(false);
    expect(mine.fromMe).toEqual([]);
    expect(mine.forMe.map((q) => [q.id, q.can.answer])).toEqual([[asked.id, true]]);

    const path = `/team-questions/${asked.id}`;
    const answered = await call<TeamQuestion>(yoga, 'PUT', `${path}/answer`, { answer });
    expect(answered).toMatchObject({ status: 'answered', answer, answerEditedAt: null });
    expect(await noticesOf(rina)).toEqual([
      {
        type: 'team.question.answered',
        link: `/my-team/${yoga.auth.userId}/question/${asked.id}`,
      },
    ]);
    const edited = await call<TeamQuestion>(yoga, 'PUT', `${path}/answer`, {
      answer: `${answer}\nDan saya mencatatnya.`,
    });
    expect(edited.answerEditedAt).not.toBeNull();
    // An edit tells no one again.
    expect(await noticesOf(rina)).toHaveLength(1);

    const read = await call<TeamQuestion>(rina, 'POST', `${path}/read`);
    expect(read).toMatchObject({ status: 'read', can: { reply: true, markRead: false } });
    // Read once is final: the answer no longer changes.
    expect(await codeOf(yoga, 'PUT', `${path}/answer`, { answer }, 409)).toMatchObject({
      code: 'question_closed',
    });
    const replied = await call<TeamQuestion>(rina, 'POST', `${path}/reply`, {
      reply: 'Terima kasih, lanjutkan!',
    });
    expect(replied).toMatchObject({ reply: 'Terima kasih, lanjutkan!', can: { reply: false } });
    expect(
      await codeOf(rina, 'POST', `${path}/reply`, { reply: 'Sekali lagi' }, 409),
    ).toMatchObject({ code: 'already_replied' });
    const seen = await call<TeamQuestion>(yoga, 'GET', path);
    expect(seen.reply).toBe('Terima kasih, lanjutkan!');

    expect((await logOf(yoga)).map((l) => l.action)).toEqual([
      'question.asked',
      'question.answered',
      'question.edited',
      'question.read',
      'question.replied',
    ]);
    // The log keeps who and what, never the words.
    expect((await logOf(yoga))[0]!.facts).toEqual({ questionId: asked.id });
    // The person's page lists only the changes to their learning.
    const detail = await call<TeamMemberDetail>(rina, 'GET', `/team/members/${yoga.auth.userId}`);
    expect(detail.log).toEqual([]);
  });

  it('is private to the two: Rina’s supervisor, a peer and another company get 404', async () => {
    const { rina, yoga, budi, dedi, putri } = await people();
    const asked = await call<TeamQuestion>(
      rina,
      'POST',
      `/team-questions/members/${yoga.auth.userId}/questions`,
      { prompt },
      201,
    );
    const path = `/team-questions/${asked.id}`;
    for (const other of [budi, dedi, putri]) await call(other, 'GET', path, undefined, 404);
    const stranger = await newPerson(h, await newCompany(db()));
    await call(stranger, 'GET', path, undefined, 404);
    await call(stranger, 'PUT', `${path}/answer`, { answer }, 404);
    const budiList = await call<TeamQuestionList>(budi, 'GET', '/team-questions');
    expect(budiList.fromMe).toEqual([]);
    expect(budiList.hasTeam).toBe(true);

    // Once Yoga moves to Dedi's team, Rina no longer sees what she asked; Dedi never does.
    await reportsTo(dedi, yoga);
    await call(rina, 'GET', path, undefined, 404);
    await call(dedi, 'GET', path, undefined, 404);
    expect((await call<TeamQuestionList>(rina, 'GET', '/team-questions')).fromMe).toEqual([]);
  });

  it('only Rina asks her reports: a peer’s report, another company’s person, herself are 404', async () => {
    const { rina, yoga, sari, dedi } = await people();
    const ask = (who: Learner, id: number, status: number) =>
      call(who, 'POST', `/team-questions/members/${id}/questions`, { prompt }, status);
    await ask(rina, sari.auth.userId, 404);
    await ask(rina, rina.auth.userId, 404);
    const stranger = await newPerson(h, await newCompany(db()));
    await ask(rina, stranger.auth.userId, 404);
    await ask(yoga, rina.auth.userId, 404);
    await call(
      dedi,
      'GET',
      `/team-questions/members/${yoga.auth.userId}/questions`,
      undefined,
      404,
    );
  });

  it('refuses a training not completed, a past due date, short words and the wrong party', async () => {
    const { company, rina, yoga } = await people();
    const { courseId } = await createCourse(db(), company, [{ type: 'Module' }]);
    const ask = `/team-questions/members/${yoga.auth.userId}/questions`;
    expect(await codeOf(rina, 'POST', ask, { prompt, courseId }, 409)).toMatchObject({
      code: 'training_not_completed',
      field: 'courseId',
    });
    expect(await codeOf(rina, 'POST', ask, { prompt, dueOn: '2020-01-01' }, 400)).toMatchObject({
      code: 'due_in_past',
    });
    expect(await codeOf(rina, 'POST', ask, { prompt: 'Kenapa?' }, 400)).toMatchObject({
      code: 'too_short',
      field: 'prompt',
    });
    const asked = await call<TeamQuestion>(rina, 'POST', ask, { prompt }, 201);
    const path = `/team-questions/${asked.id}`;
    expect(await codeOf(yoga, 'PUT', `${path}/answer`, { answer: 'Ya.' }, 400)).toMatchObject({
      code: 'too_short',
      field: 'answer',
    });
    // Each of the two does only their part.
    await call(rina, 'PUT', `${path}/answer`, { answer }, 403);
    await call(yoga, 'POST', `${path}/withdraw`, undefined, 403);
    expect(await codeOf(rina, 'POST', `${path}/read`, undefined, 409)).toMatchObject({
      code: 'not_answered',
    });

    const withdrawn = await call<TeamQuestion>(rina, 'POST', `${path}/withdraw`);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', can: { withdraw: false } });
    expect(await codeOf(yoga, 'PUT', `${path}/answer`, { answer }, 409)).toMatchObject({
      code: 'question_closed',
    });
    expect(await codeOf(rina, 'POST', `${path}/withdraw`, undefined, 409)).toMatchObject({
      code: 'not_open',
    });
    const list = await call<MemberQuestions>(rina, 'GET', ask);
    expect(list.items.map((q) => q.status)).toEqual(['withdrawn']);
  });
});
