import { sql, type Kysely } from 'kysely';
import type { ClassSummary } from '../contract/classes';
import type { Schema } from '../db/schema';
import { classStatus } from './class-status';
import { courseSummaries } from './courses.queries';

/**
 * Every column a class answer needs, scoped to one company. `userId` (null when signed out)
 * decides `is_member`.
 */
function classRows(db: Kysely<Schema>, companyId: number, userId: number | null) {
  return db
    .selectFrom('classes')
    .innerJoin('class_programs', 'class_programs.id', 'classes.program_id')
    .leftJoin('users as trainer', (join) =>
      join
        .onRef('trainer.id', '=', 'classes.trainer_id')
        .onRef('trainer.company_id', '=', 'classes.company_id'),
    )
    .select((eb) => [
      'classes.id',
      'classes.program_id',
      'classes.slug',
      'classes.title_id',
      'classes.title_en',
      'classes.description_id',
      'classes.description_en',
      // As ISO text whatever the server's DateStyle: a bare date would become a Date at the
      // driver's idea of midnight.
      sql<string>`to_char(classes.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(classes.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'classes.mode',
      'classes.location',
      'classes.capacity',
      'class_programs.slug as program_slug',
      'class_programs.title_id as program_title_id',
      'class_programs.title_en as program_title_en',
      'trainer.id as trainer_id',
      'trainer.name as trainer_name',
      eb
        .selectFrom('class_members')
        .whereRef('class_members.class_id', '=', 'classes.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('member_count'),
      eb
        .selectFrom('class_courses')
        .whereRef('class_courses.class_id', '=', 'classes.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('course_count'),
      userId === null
        ? sql<boolean>`false`.as('is_member')
        : eb
            .exists(
              eb
                .selectFrom('class_members')
                .whereRef('class_members.class_id', '=', 'classes.id')
                .where('class_members.user_id', '=', userId)
                .select(sql<number>`1`.as('one')),
            )
            .$castTo<boolean>()
            .as('is_member'),
    ])
    .where('classes.company_id', '=', companyId);
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof classRows>['execute']>>[number];

export function toClassSummary(row: ClassRow, today: string): ClassSummary {
  return {
    id: row.id,
    slug: row.slug,
    path: `${row.program_slug}/${row.slug}`,
    title: { id: row.title_id, en: row.title_en },
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: classStatus(row.starts_on, row.ends_on, today),
    mode: row.mode,
    location: row.location,
    trainer: row.trainer_id === null ? null : { id: row.trainer_id, name: row.trainer_name ?? '' },
    capacity: row.capacity,
    memberCount: row.member_count ?? 0,
    courseCount: row.course_count ?? 0,
    isMember: row.is_member,
  };
}

/** A company's programs with how many classes each has. */
function programRows(db: Kysely<Schema>, companyId: number) {
  return db
    .selectFrom('class_programs')
    .select((eb) => [
      'class_programs.id',
      'class_programs.slug',
      'class_programs.title_id',
      'class_programs.title_en',
      'class_programs.description_id',
      'class_programs.description_en',
      'class_programs.cover_url',
      eb
        .selectFrom('classes')
        .whereRef('classes.program_id', '=', 'class_programs.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('class_count'),
    ])
    .where('class_programs.company_id', '=', companyId);
}

type ProgramRow = Awaited<ReturnType<ReturnType<typeof programRows>['execute']>>[number];

export const toProgram = (row: ProgramRow) => ({
  id: row.id,
  slug: row.slug,
  title: { id: row.title_id, en: row.title_en },
  description: { id: row.description_id, en: row.description_en },
  coverUrl: row.cover_url,
  classCount: row.class_count ?? 0,
});

/** A company's programs in the order it created them. */
export function listPrograms(db: Kysely<Schema>, companyId: number) {
  return programRows(db, companyId).orderBy('class_programs.id').execute();
}

/** One program of a company by its slug; undefined for another company's or none. */
export function findProgram(db: Kysely<Schema>, companyId: number, slug: string) {
  return programRows(db, companyId).where('class_programs.slug', '=', slug).executeTakeFirst();
}

/** Every class of a company, unordered. `viewerId` (null when signed out) decides `is_member`. */
export function listClasses(db: Kysely<Schema>, companyId: number, viewerId: number | null) {
  return classRows(db, companyId, viewerId).execute();
}

/** The classes of one program, unordered. */
export function programClasses(
  db: Kysely<Schema>,
  companyId: number,
  viewerId: number | null,
  programId: number,
) {
  return classRows(db, companyId, viewerId).where('classes.program_id', '=', programId).execute();
}

/** One class by its program's slug and its own; undefined when either is unknown. */
export function findClass(
  db: Kysely<Schema>,
  companyId: number,
  viewerId: number | null,
  { program, slug }: { program: string; slug: string },
) {
  return classRows(db, companyId, viewerId)
    .where('class_programs.slug', '=', program)
    .where('classes.slug', '=', slug)
    .executeTakeFirst();
}

/** A class's courses in the order the class takes them. */
export function classCourses(db: Kysely<Schema>, companyId: number, classId: number) {
  return courseSummaries(db, companyId)
    .innerJoin('class_courses', 'class_courses.course_id', 'courses.id')
    .where('class_courses.class_id', '=', classId)
    .orderBy('class_courses.position')
    .execute();
}
