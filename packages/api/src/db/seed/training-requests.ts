import type { Kysely } from 'kysely';
import type { TrainingRequestAction } from '../../contract/training-request-rules';
import type { Schema } from '../schema';

const DAY_MS = 86_400_000;

interface Step {
  by: string;
  action: TrainingRequestAction;
  daysAgo: number;
  comment?: string;
}

interface SeedRequest {
  email: string;
  external: {
    title: string;
    provider: string;
    inDays: number;
    days: number;
    hours: number;
    costIdr: number;
  };
  reason: string;
  status: 'pending' | 'forwarded' | 'approved';
  secondApprover?: string;
  steps: Step[];
}

/**
 * External training requests along the org chart (employment.ts): Putri waits for Rina,
 * Yoga's was forwarded by Rina to the HR manager, Rina's own was approved by hers. Every
 * state a supervisor, an approver and a requester meet on the first visit.
 */
const REQUESTS: readonly SeedRequest[] = [
  {
    email: 'member3@ajar.local',
    external: {
      title: 'Pelatihan Presentasi Penjualan yang Persuasif',
      provider: 'Lembaga Komunikasi Bisnis Jakarta',
      inDays: 21,
      days: 2,
      hours: 16,
      costIdr: 3_200_000,
    },
    reason: 'Saya akan mempresentasikan penawaran ke tiga klien korporat baru kuartal depan.',
    status: 'pending',
    steps: [{ by: 'member3@ajar.local', action: 'submitted', daysAgo: 2 }],
  },
  {
    email: 'member2@ajar.local',
    external: {
      title: 'Sertifikasi Ahli K3 Umum',
      provider: 'Lembaga Sertifikasi K3 Nusantara',
      inDays: 45,
      days: 5,
      hours: 40,
      costIdr: 7_500_000,
    },
    reason: 'Kunjungan ke lokasi proyek klien mensyaratkan petugas bersertifikat K3 di tim kami.',
    status: 'forwarded',
    secondApprover: 'admin@ajar.local',
    steps: [
      { by: 'member2@ajar.local', action: 'submitted', daysAgo: 6 },
      {
        by: 'member@ajar.local',
        action: 'forwarded',
        daysAgo: 5,
        comment: 'Saya setuju; biayanya di atas anggaran tim, mohon SDM memutuskan.',
      },
    ],
  },
  {
    email: 'member@ajar.local',
    external: {
      title: 'Workshop Negosiasi B2B',
      provider: 'Asosiasi Penjual Profesional Indonesia',
      inDays: 10,
      days: 1,
      hours: 8,
      costIdr: 1_500_000,
    },
    reason: 'Memperkuat kemampuan negosiasi tim penjualan sebelum musim kontrak tahunan.',
    status: 'approved',
    steps: [
      { by: 'member@ajar.local', action: 'submitted', daysAgo: 20 },
      {
        by: 'admin@ajar.local',
        action: 'approved',
        daysAgo: 18,
        comment: 'Disetujui. Bagikan materinya ke tim setelah workshop.',
      },
    ],
  },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Writes the demo requests of the company whose users are given; answers how many. */
export async function insertTrainingRequests(
  db: Kysely<Schema>,
  ctx: { companyId: number; users: ReadonlyMap<string, number>; now: Date },
): Promise<number> {
  let written = 0;
  for (const seed of REQUESTS) {
    const requester = ctx.users.get(seed.email);
    if (requester === undefined) continue;
    const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
    const starts = new Date(ctx.now.getTime() + seed.external.inDays * DAY_MS);
    const ends = new Date(starts.getTime() + (seed.external.days - 1) * DAY_MS);
    const decided = seed.steps.find((s) => s.action === 'approved');
    const { id } = await db
      .insertInto('training_requests')
      .values({
        company_id: ctx.companyId,
        requester_id: requester,
        kind: 'external',
        title: seed.external.title,
        provider: seed.external.provider,
        starts_on: isoDay(starts),
        ends_on: isoDay(ends),
        hours: seed.external.hours,
        cost_idr: seed.external.costIdr,
        reason: seed.reason,
        status: seed.status,
        second_approver_id: seed.secondApprover
          ? (ctx.users.get(seed.secondApprover) ?? null)
          : null,
        created_at: ago(seed.steps[0]!.daysAgo),
        decided_at: decided ? ago(decided.daysAgo) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const step of seed.steps)
      await db
        .insertInto('training_request_steps')
        .values({
          request_id: id,
          actor_id: ctx.users.get(step.by) ?? null,
          action: step.action,
          comment: step.comment ?? null,
          at: ago(step.daysAgo),
        })
        .execute();
    written += 1;
  }
  return written;
}
