import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Schema } from '../db/schema';

/** An event of the company starting `hoursAhead` from now, an hour long, with fresh names. */
export async function createEvent(db: Kysely<Schema>, company: number, hoursAhead: number) {
  const tag = randomBytes(3).toString('hex');
  const startsAt = new Date(Date.now() + hoursAhead * 3_600_000);
  return db
    .insertInto('events')
    .values({
      company_id: company,
      title_id: `Webinar Uji ${tag}`,
      title_en: `Test Webinar ${tag}`,
      description_id: 'Uji',
      description_en: 'Test',
      mode: 'online',
      url: 'https://meet.example.com/x',
      location: null,
      cover_url: null,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3_600_000),
    })
    .returning(['id', 'title_id', 'title_en'])
    .executeTakeFirstOrThrow();
}

/** A user's notifications of one type, oldest first. */
export function notificationsOf(db: Kysely<Schema>, userId: number, type?: string) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id');
  if (type) q = q.where('type', '=', type as never);
  return q.execute();
}
