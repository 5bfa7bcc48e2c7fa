import type { Insertable, Kysely } from 'kysely';
import type { ClassTable, Schema } from '../schema';
import { jakartaWorkdayAt } from './events';

type Venue = { mode: 'online' } | { mode: 'offline'; location: string };

export interface ClassSeed {
  slug: string;
  /**
   * Days from the seed's Jakarta date, never 0; a weekend day moves further from today. So a
   * class with a negative start and a positive end is running whenever the seed ran.
   */
  startDay: number;
  endDay: number;
  venue: Venue;
  /** Email of a trainer of the same company. */
  trainer: string | null;
  capacity: number;
  /** Course keys in the order the class takes them. */
  courses: readonly string[];
  /** Emails of the learners the company placed in the class. */
  members: readonly string[];
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
}

export interface ClassProgramSeed {
  slug: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  classes: readonly ClassSeed[];
}

const HOUR_MS = 3_600_000;

/** The Jakarta weekday `day` days from the seed's date, as 'YYYY-MM-DD'. */
export function jakartaWorkday(now: Date, day: number): string {
  const noon = jakartaWorkdayAt(now, day, 12);
  return new Date(noon.getTime() + 7 * HOUR_MS).toISOString().slice(0, 10);
}

function lookup(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: class names unknown ${what} ${key}`);
  return id;
}

export function classRow(
  companyId: number,
  programId: number,
  seed: ClassSeed,
  users: ReadonlyMap<string, number>,
  now: Date,
): Insertable<ClassTable> {
  const { startDay, endDay, venue, trainer, capacity, slug } = seed;
  return {
    company_id: companyId,
    program_id: programId,
    slug,
    title_id: seed.title_id,
    title_en: seed.title_en,
    description_id: seed.description_id,
    description_en: seed.description_en,
    starts_on: jakartaWorkday(now, startDay),
    ends_on: jakartaWorkday(now, endDay),
    mode: venue.mode,
    location: venue.mode === 'offline' ? venue.location : null,
    trainer_id: trainer === null ? null : lookup(users, trainer, 'trainer'),
    capacity,
  };
}

/** Inserts programs, their classes, course links and members; answers the counts. */
export async function insertClasses(
  db: Kysely<Schema>,
  companyId: number,
  programs: readonly ClassProgramSeed[],
  refs: { users: ReadonlyMap<string, number>; courses: ReadonlyMap<string, number> },
  now: Date,
): Promise<{ programs: number; classes: number }> {
  let classes = 0;
  for (const { classes: cohorts, ...program } of programs) {
    const { id: programId } = await db
      .insertInto('class_programs')
      .values({ ...program, company_id: companyId, cover_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const cohort of cohorts) {
      const { id: classId } = await db
        .insertInto('classes')
        .values(classRow(companyId, programId, cohort, refs.users, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      const courses = cohort.courses.map((key, i) => ({
        class_id: classId,
        course_id: lookup(refs.courses, key, 'course'),
        position: i + 1,
      }));
      if (courses.length > 0) await db.insertInto('class_courses').values(courses).execute();
      const members = cohort.members.map((email) => ({
        class_id: classId,
        user_id: lookup(refs.users, email, 'member'),
        added_at: now,
      }));
      if (members.length > 0) await db.insertInto('class_members').values(members).execute();
      classes += 1;
    }
  }
  return { programs: programs.length, classes };
}
