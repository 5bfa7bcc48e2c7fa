import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

const DAY_MS = 86_400_000;

interface SeedRecord {
  email: string;
  title: string;
  provider: string;
  type: 'seminar' | 'workshop' | 'certification' | 'webinar';
  delivery: 'online' | 'offline';
  endedDaysAgo: number;
  days: number;
  hours: number;
  costIdr: number;
  fundedBy: 'company' | 'self';
  status: 'draft' | 'submitted' | 'verified';
  certificateNo?: string;
}

/**
 * External trainings the demo accounts logged: Yoga's certification was verified by Rina (its
 * hours count), Putri's workshop waits for Rina's check, Rina keeps a draft. Seeded without
 * files: the end-to-end journey attaches one.
 */
const RECORDS: readonly SeedRecord[] = [
  {
    email: 'member2@ajar.local',
    title: 'Sertifikasi Penjualan Konsultatif',
    provider: 'Asosiasi Penjual Profesional Indonesia',
    type: 'certification',
    delivery: 'offline',
    endedDaysAgo: 30,
    days: 2,
    hours: 16,
    costIdr: 2_750_000,
    fundedBy: 'company',
    status: 'verified',
    certificateNo: 'APPI-2026-1187',
  },
  {
    email: 'member3@ajar.local',
    title: 'Workshop Pelayanan Pelanggan Prima',
    provider: 'Pusat Pelatihan Layanan Jakarta',
    type: 'workshop',
    delivery: 'offline',
    endedDaysAgo: 8,
    days: 1,
    hours: 7,
    costIdr: 950_000,
    fundedBy: 'company',
    status: 'submitted',
  },
  {
    email: 'member@ajar.local',
    title: 'Webinar Tren Penjualan B2B 2026',
    provider: 'Komunitas Sales Indonesia',
    type: 'webinar',
    delivery: 'online',
    endedDaysAgo: 3,
    days: 1,
    hours: 2,
    costIdr: 0,
    fundedBy: 'self',
    status: 'draft',
  },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Writes the demo records of the company whose users are given; answers how many. */
export async function insertTrainingRecords(
  db: Kysely<Schema>,
  ctx: { companyId: number; users: ReadonlyMap<string, number>; now: Date },
): Promise<number> {
  let written = 0;
  for (const seed of RECORDS) {
    const owner = ctx.users.get(seed.email);
    if (owner === undefined) continue;
    const supervisor = await db
      .selectFrom('users')
      .select('supervisor_id')
      .where('id', '=', owner)
      .executeTakeFirstOrThrow();
    const ends = new Date(ctx.now.getTime() - seed.endedDaysAgo * DAY_MS);
    const starts = new Date(ends.getTime() - (seed.days - 1) * DAY_MS);
    const sent = new Date(ends.getTime() + DAY_MS);
    const verified = seed.status === 'verified' ? new Date(sent.getTime() + DAY_MS) : null;
    const { id } = await db
      .insertInto('training_records')
      .values({
        company_id: ctx.companyId,
        user_id: owner,
        title: seed.title,
        provider: seed.provider,
        type: seed.type,
        delivery: seed.delivery,
        starts_on: isoDay(starts),
        ends_on: isoDay(ends),
        hours: seed.hours,
        cost_idr: seed.costIdr,
        funded_by: seed.fundedBy,
        certificate_no: seed.certificateNo ?? null,
        status: seed.status,
        verified_by: verified ? supervisor.supervisor_id : null,
        verified_at: verified,
        created_at: sent,
        updated_at: verified ?? sent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps = [
      { actor_id: owner, action: 'created' as const, at: sent },
      ...(seed.status === 'draft'
        ? []
        : [{ actor_id: owner, action: 'submitted' as const, at: sent }]),
      ...(verified
        ? [{ actor_id: supervisor.supervisor_id, action: 'verified' as const, at: verified }]
        : []),
    ];
    for (const step of steps)
      await db
        .insertInto('training_record_steps')
        .values({ record_id: id, ...step })
        .execute();
    written += 1;
  }
  return written;
}
