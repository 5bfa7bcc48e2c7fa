import type { Kysely } from 'kysely';
import type { Attendance } from '../../contract/registrations';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

interface RegistrationSeed {
  email: string;
  /** Key of a past event in events.ts: upcoming ones are left for people to register for. */
  event: string;
  attended: Exclude<Attendance, 'unknown'>;
}

// Past events only, so every upcoming event starts empty (the registration tests count from
// zero). member@ and member2@ keep to an offline event: the link tests expect no meeting link
// for them until they register.
const REGISTRATIONS: Record<CompanyKey, readonly RegistrationSeed[]> = {
  ajar: [
    { email: 'member@ajar.local', event: 'safety-culture', attended: 'attended' },
    { email: 'member2@ajar.local', event: 'safety-culture', attended: 'absent' },
    { email: 'member3@ajar.local', event: 'code-briefing', attended: 'attended' },
    { email: 'member3@ajar.local', event: 'town-hall', attended: 'absent' },
    { email: 'member4@ajar.local', event: 'town-hall', attended: 'attended' },
  ],
  nusantara: [],
};

/** Registers demo learners for past events with their attendance; answers how many. */
export async function insertEventRegistrations(
  db: Kysely<Schema>,
  companyId: number,
  key: CompanyKey,
  ids: { users: ReadonlyMap<string, number>; events: ReadonlyMap<string, number> },
  now: Date,
): Promise<number> {
  const rows = REGISTRATIONS[key].map((r) => ({
    event_id: ids.events.get(r.event)!,
    user_id: ids.users.get(r.email)!,
    company_id: companyId,
    attended: r.attended,
    // Before the oldest seeded past event, so each was booked ahead.
    created_at: new Date(now.getTime() - 40 * 86_400_000),
  }));
  if (rows.length > 0) await db.insertInto('event_registrations').values(rows).execute();
  return rows.length;
}
