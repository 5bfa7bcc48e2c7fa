import { sql, type Kysely } from 'kysely';
import type { ClassStatus, ClassSummary } from '../contract/classes';
import type { Schema } from '../db/schema';

const JAKARTA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day it is in Jakarta at `now`, as 'YYYY-MM-DD': class dates are Jakarta days. */
export function jakartaToday(now: Date = new Date()): string {
  const part = (type: string) => JAKARTA_DAY.formatToParts(now).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Both dates are inclusive: a class is still running on its last day. */
export function classStatus(startsOn: string, endsOn: string, today: string): ClassStatus {
  // ISO dates compare correctly as text.
  if (endsOn < today) return 'finished';
  if (startsOn > today) return 'upcoming';
  return 'ongoing';
}

const RANK: Record<ClassStatus, number> = { ongoing: 0, upcoming: 1, finished: 2 };

/** Running classes first, then upcoming by start, then finished ones, newest first. */
export function byClassOrder(a: ClassSummary, b: ClassSummary): number {
  if (a.status !== b.status) return RANK[a.status] - RANK[b.status];
  const sign = a.status === 'finished' ? -1 : 1;
  if (a.startsOn !== b.startsOn) return a.startsOn < b.startsOn ? -sign : sign;
  return (a.id - b.id) * sign;
}

/**
 * Every column a class answer needs, scoped to one company. `userId` (null when signed out)
 * decides `is_member`.
 */
export function classRows(db: Kysely<Schema>, companyId: number, userId: number | null) {
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

export type ClassRow = Awaited<ReturnType<ReturnType<typeof classRows>['execute']>>[number];

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
export function programRows(db: Kysely<Schema>, companyId: number) {
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
