import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

const certificates = (db: Kysely<Schema>) =>
  db
    .selectFrom('certificates as ce')
    .innerJoin('courses as co', 'co.id', 'ce.course_id')
    .innerJoin('users as u', 'u.id', 'ce.user_id')
    .select([
      'ce.id',
      'ce.code',
      'ce.issued_at',
      'ce.expires_at',
      'ce.revoked_at',
      'co.id as course_id',
      'co.title_id',
      'co.title_en',
      'u.name as learner_name',
    ]);

/** A learner's certificates with their course and name, newest first. */
export async function learnerCertificates(db: Kysely<Schema>, companyId: number, userId: number) {
  return certificates(db)
    .where('ce.company_id', '=', companyId)
    .where('ce.user_id', '=', userId)
    .orderBy('ce.issued_at', 'desc')
    .orderBy('ce.id', 'desc')
    .execute();
}

/** The certificate with this code, of any company. */
export async function certificateByCode(db: Kysely<Schema>, code: string) {
  return certificates(db).where('ce.code', '=', code).executeTakeFirst();
}
