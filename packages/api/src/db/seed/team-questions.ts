import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

const DAY_MS = 86_400_000;

/**
 * Rina's follow-up questions to her team (employment.ts): Yoga answered the one about his
 * verified certification (training-records.ts), so Rina has an answer to read; Putri's is
 * still open, due in twelve days. Seeded after the training records they point at.
 */
const QUESTIONS = [
  {
    asker: 'member@ajar.local',
    person: 'member2@ajar.local',
    record: 'Sertifikasi Penjualan Konsultatif',
    prompt:
      'Apa satu hal dari Sertifikasi Penjualan Konsultatif yang sudah kamu terapkan saat bertemu klien?',
    askedDaysAgo: 20,
    answer: {
      text: 'Saya sekarang memulai setiap kunjungan dengan tiga pertanyaan tentang target klien, sebelum menawarkan produk.\nDi kunjungan ke PT Sinar Logistik minggu lalu, cara ini membuat klien sendiri yang menyebut kebutuhan gudang tambahan.',
      daysAgo: 16,
    },
  },
  {
    asker: 'member@ajar.local',
    person: 'member3@ajar.local',
    record: null,
    prompt:
      'Setelah sebulan di tim, kebiasaan kerja apa yang paling membantu kamu melayani pelanggan? Ceritakan satu contoh.',
    askedDaysAgo: 2,
    dueInDays: 12,
    answer: null,
  },
] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Writes the demo questions of the company whose users are given; answers how many. */
export async function insertTeamQuestions(
  db: Kysely<Schema>,
  ctx: { companyId: number; users: ReadonlyMap<string, number>; now: Date },
): Promise<number> {
  let written = 0;
  const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  for (const seed of QUESTIONS) {
    const asker = ctx.users.get(seed.asker);
    const person = ctx.users.get(seed.person);
    if (asker === undefined || person === undefined) continue;
    const record = seed.record
      ? await db
          .selectFrom('training_records')
          .select('id')
          .where('user_id', '=', person)
          .where('title', '=', seed.record)
          .executeTakeFirstOrThrow()
      : null;
    const answered = seed.answer ? ago(seed.answer.daysAgo) : null;
    const { id } = await db
      .insertInto('team_questions')
      .values({
        company_id: ctx.companyId,
        asker_id: asker,
        person_id: person,
        prompt: seed.prompt,
        record_id: record?.id ?? null,
        due_on:
          'dueInDays' in seed
            ? isoDay(new Date(ctx.now.getTime() + seed.dueInDays * DAY_MS))
            : null,
        status: seed.answer ? 'answered' : 'open',
        answer: seed.answer?.text ?? null,
        answered_at: answered,
        created_at: ago(seed.askedDaysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const log = [
      { actor_id: asker, action: 'question.asked' as const, at: ago(seed.askedDaysAgo) },
      ...(answered
        ? [{ actor_id: person, action: 'question.answered' as const, at: answered }]
        : []),
    ];
    for (const entry of log)
      await db
        .insertInto('team_log')
        .values({
          company_id: ctx.companyId,
          subject_id: person,
          facts: JSON.stringify({ questionId: id }),
          ...entry,
        })
        .execute();
    written += 1;
  }
  return written;
}
