import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingRequest, TrainingRequestList } from '../contract/training-requests';
import { ROLE } from '../contract/roles';
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

const { call, refusal, reportsTo } = teamTestKit(() => h);
const codeOf = async (who: Learner, method: string, path: string, body: unknown, status: number) =>
  (await refusal(who, method, path, body, status)).code;

async function paidCourse(company: number) {
  const { courseId } = await createCourse(db(), company, [{ type: 'Module' }]);
  await db().updateTable('courses').set({ price: 500_000 }).where('id', '=', courseId).execute();
  return courseId;
}

async function people() {
  const company = await newCompany(db());
  const lead = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  const hr = await newPerson(h, company, { name: 'Bu SDM', role: ROLE.admin });
  const peer = await newPerson(h, company, { name: 'Budi Rekan' });
  await reportsTo(lead, yoga);
  return { company, lead, yoga, hr, peer };
}

const reason = 'Saya perlu kursus ini untuk menangani klien korporat bulan depan.';
const noticesOf = (who: Learner) =>
  db()
    .selectFrom('notifications')
    .select(['type', 'link'])
    .where('user_id', '=', who.auth.userId)
    .orderBy('id')
    .execute();

describe('training requests', () => {
  it('a member asks for a paid course; the supervisor approves; the course opens without a voucher', async () => {
    const { company, lead, yoga } = await people();
    const courseId = await paidCourse(company);
    const before = await call<{ requiresVoucher: boolean }>(
      yoga,
      'GET',
      `/courses/${courseId}/enrolment`,
    );
    expect(before.requiresVoucher).toBe(true);

    const asked = await call<TrainingRequest>(
      yoga,
      'POST',
      '/training-requests',
      { kind: 'course', courseId, reason },
      201,
    );
    expect(asked).toMatchObject({
      status: 'pending',
      approver: { name: 'Rina Atasan' },
      can: { decide: false, cancel: true },
    });
    expect(await noticesOf(lead)).toEqual([
      { type: 'training.requested', link: `/my-team/training-request/${asked.id}` },
    ]);
    // Asking again while it stands is refused.
    expect(
      await codeOf(yoga, 'POST', '/training-requests', { kind: 'course', courseId, reason }, 409),
    ).toBe('already_requested');

    const list = await call<TrainingRequestList>(lead, 'GET', '/training-requests');
    expect(list.toDecide.map((r) => r.id)).toEqual([asked.id]);
    expect(list.toDecide[0]!.can).toEqual({ decide: true, forward: true, cancel: false });

    const approved = await call<TrainingRequest>(
      lead,
      'POST',
      `/training-requests/${asked.id}/decision`,
      { decision: 'approve', comment: 'Setuju.' },
    );
    expect(approved.status).toBe('approved');
    expect(approved.steps.map((s) => [s.action, s.by, s.comment])).toEqual([
      ['submitted', 'Yoga Anggota', null],
      ['approved', 'Rina Atasan', 'Setuju.'],
    ]);
    expect((await noticesOf(yoga)).map((n) => n.type)).toEqual(['training.decided']);

    // Approval grants access; it enrols no one.
    const enrolments = await db()
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', yoga.auth.userId)
      .execute();
    expect(enrolments).toEqual([]);
    const after = await call<{ requiresVoucher: boolean }>(
      yoga,
      'GET',
      `/courses/${courseId}/enrolment`,
    );
    expect(after.requiresVoucher).toBe(false);
    await call(yoga, 'POST', `/courses/${courseId}/enrolment`, undefined, 201);
  });

  it('forwarded to HR, the second approver has the last word; a rejection needs a comment', async () => {
    const { lead, yoga, hr, peer } = await people();
    const asked = await call<TrainingRequest>(
      yoga,
      'POST',
      '/training-requests',
      {
        kind: 'external',
        external: {
          title: 'Sertifikasi K3 Umum',
          provider: 'Lembaga K3 Nusantara',
          startsOn: '2027-02-01',
          endsOn: '2027-02-05',
          hours: 40,
          costIdr: 4_500_000,
        },
        reason,
      },
      201,
    );
    const path = `/training-requests/${asked.id}/decision`;
    // Only the company's staff may be second approver, and not the requester.
    expect(
      await codeOf(
        lead,
        'POST',
        path,
        { decision: 'approve', secondApproverId: peer.auth.userId },
        400,
      ),
    ).toBe('invalid');
    const forwarded = await call<TrainingRequest>(lead, 'POST', path, {
      decision: 'approve',
      secondApproverId: hr.auth.userId,
    });
    expect(forwarded).toMatchObject({ status: 'forwarded', approver: { name: 'Bu SDM' } });
    expect((await noticesOf(hr)).map((n) => n.type)).toEqual(['training.requested']);
    // The supervisor's step is done; HR decides now.
    expect(await codeOf(lead, 'POST', path, { decision: 'approve' }, 409)).toBe('not_approver');
    expect(await codeOf(hr, 'POST', path, { decision: 'reject' }, 400)).toBe('comment_required');
    const rejected = await call<TrainingRequest>(hr, 'POST', path, {
      decision: 'reject',
      comment: 'Anggaran K3 tahun ini sudah habis; ajukan lagi Januari.',
    });
    expect(rejected.status).toBe('rejected');
    expect(rejected.external).toMatchObject({ hours: 40, costIdr: 4_500_000 });
    expect(
      await codeOf(yoga, 'POST', `/training-requests/${asked.id}/cancel`, undefined, 409),
    ).toBe('decided');
  });

  it('no one decides their own request, sees another’s, or asks without a supervisor', async () => {
    const { company, lead, yoga, peer } = await people();
    const courseId = await paidCourse(company);
    const asked = await call<TrainingRequest>(
      yoga,
      'POST',
      '/training-requests',
      { kind: 'course', courseId, reason },
      201,
    );
    expect(
      await codeOf(
        yoga,
        'POST',
        `/training-requests/${asked.id}/decision`,
        { decision: 'approve' },
        409,
      ),
    ).toBe('not_approver');
    await call(peer, 'GET', `/training-requests/${asked.id}`, undefined, 404);
    await call(
      peer,
      'POST',
      `/training-requests/${asked.id}/decision`,
      { decision: 'approve' },
      404,
    );
    const stranger = await newPerson(h, await newCompany(db()));
    await call(stranger, 'GET', `/training-requests/${asked.id}`, undefined, 404);
    // Peer has no supervisor: there is no one to ask.
    expect(
      await codeOf(peer, 'POST', '/training-requests', { kind: 'course', courseId, reason }, 409),
    ).toBe('no_supervisor');
    // Another company's course is not there to ask for.
    const theirs = await paidCourse(await newCompany(db()));
    await call(
      yoga,
      'POST',
      '/training-requests',
      { kind: 'course', courseId: theirs, reason },
      404,
    );
    // The requester may withdraw it while it waits.
    const cancelled = await call<TrainingRequest>(
      yoga,
      'POST',
      `/training-requests/${asked.id}/cancel`,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(
      await codeOf(
        lead,
        'POST',
        `/training-requests/${asked.id}/decision`,
        { decision: 'approve' },
        409,
      ),
    ).toBe('decided');
  });

  it('refuses an external training that ends before it starts, or a short reason', async () => {
    const { yoga } = await people();
    const external = {
      title: 'Kursus Excel Lanjutan',
      provider: 'Lembaga Kursus',
      startsOn: '2027-03-10',
      endsOn: '2027-03-09',
      hours: 8,
      costIdr: 0,
    };
    await call(yoga, 'POST', '/training-requests', { kind: 'external', external, reason }, 400);
    await call(
      yoga,
      'POST',
      '/training-requests',
      { kind: 'external', external: { ...external, endsOn: '2027-03-11' }, reason: 'perlu' },
      400,
    );
    await call(yoga, 'POST', '/training-requests', { kind: 'external', reason }, 400);
  });
});
