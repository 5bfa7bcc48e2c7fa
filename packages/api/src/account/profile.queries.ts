import type { Kysely } from 'kysely';
import type { Language } from '../contract/languages';
import type { Profile } from '../contract/profile';
import type { Schema } from '../db/schema';

/** The person's own profile with their employment facts and supervisor, or null if absent. */
export async function profileOf(db: Kysely<Schema>, userId: number): Promise<Profile | null> {
  const row = await db
    .selectFrom('users as u')
    // The supervisor is read only within the person's company, whatever the column says.
    .leftJoin('users as s', (join) =>
      join.onRef('s.id', '=', 'u.supervisor_id').onRef('s.company_id', '=', 'u.company_id'),
    )
    .leftJoin('user_photos as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.phone',
      'u.language',
      'u.employee_number',
      'u.department',
      'u.position',
      's.id as supervisor_id',
      's.name as supervisor_name',
      'p.etag',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    language: row.language as Language,
    photo: row.etag ? { etag: row.etag } : null,
    employment: {
      employeeNumber: row.employee_number,
      department: row.department,
      position: row.position,
      supervisor:
        row.supervisor_id !== null && row.supervisor_name !== null
          ? { id: row.supervisor_id, name: row.supervisor_name }
          : null,
    },
  };
}

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  language?: Language;
}

/** Writes only the fields a person may change: never an employment fact. */
export async function updateProfile(
  db: Kysely<Schema>,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

export interface StoredPhoto {
  contentType: string;
  bytes: Uint8Array;
  etag: string;
}

export async function savePhoto(
  db: Kysely<Schema>,
  userId: number,
  photo: StoredPhoto,
): Promise<void> {
  const row = {
    user_id: userId,
    content_type: photo.contentType,
    bytes: Buffer.from(photo.bytes),
    etag: photo.etag,
  };
  await db
    .insertInto('user_photos')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        content_type: row.content_type,
        bytes: row.bytes,
        etag: row.etag,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deletePhoto(db: Kysely<Schema>, userId: number): Promise<void> {
  await db.deleteFrom('user_photos').where('user_id', '=', userId).execute();
}

/** A user's photo, only when that user belongs to the given company. */
export async function companyPhoto(
  db: Kysely<Schema>,
  userId: number,
  companyId: number,
): Promise<StoredPhoto | null> {
  const row = await db
    .selectFrom('user_photos as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.content_type', 'p.bytes', 'p.etag'])
    .where('p.user_id', '=', userId)
    .where('u.company_id', '=', companyId)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: row.bytes, etag: row.etag } : null;
}
