import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES, COURSE_DISPLAY_TYPE } from '../../contract/content-types';
import { ROLE } from '../../contract/roles';
import { verifyPassword } from '../../auth/password';
import { migrate, openEmbeddedDatabase, type Database } from '../client';
import type { Schema } from '../schema';
import { DEMO_PASSWORD, seedDemo, type SeedSummary } from './index';
import { TEMPLATES } from '../../notifications/templates';
import { remindOverdueAssignments } from '../../notifications/overdue-reminders';
import { SEED_UNREAD_PER_USER } from './notifications';
import glossary from '../../../../../locales/glossary.json';

/** The glossary's rule (scripts/i18n-check/glossary.mjs): whole words, any case and spacing. */
const wholeWord = (phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );
/**
 * Words the glossary keeps out of the interface that lesson prose may still use in their
 * everyday sense: a leadership lesson's team "rapat" is a meeting, not a course meeting.
 */
const PROSE_WORDS = new Set(['rapat']);

// A fixed Wednesday keeps the dates reproducible; 10:00 in Jakarta.
const NOW = new Date('2025-03-12T03:00:00Z');
const DAY_MS = 86_400_000;
const TABLES = [
  'companies',
  'users',
  'categories',
  'courses',
  'course_sections',
  'course_contents',
  'roadmaps',
  'roadmap_courses',
  'events',
  'notifications',
] as const satisfies readonly (keyof Schema)[];

let database: Database;
let first: SeedSummary | null;
let second: SeedSummary | null;
let countsAfterFirst: Record<string, number>;
const lines: string[] = [];

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function companyId(name: string): Promise<number> {
  const row = await database.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  database = await openEmbeddedDatabase();
  await migrate(database);
  first = await seedDemo(database.db, (line) => lines.push(line), NOW);
  countsAfterFirst = await countRows();
  second = await seedDemo(database.db, () => {}, NOW);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('seeds both tenants once and reports what it wrote', () => {
    expect(first).toEqual({
      companies: 2,
      users: countsAfterFirst.users,
      categories: countsAfterFirst.categories,
      courses: countsAfterFirst.courses,
      roadmaps: countsAfterFirst.roadmaps,
      events: countsAfterFirst.events,
      notifications: countsAfterFirst.notifications,
    });
    expect(lines).toContain('seed: company Ajar Demo');
    expect(lines).toContain('seed: company Nusantara Logistik');
    expect(lines.some((l) => /^seed: \d+ courses \(\d+ contents\)$/.test(l))).toBe(true);
  });

  it('does nothing the second time', async () => {
    expect(second).toBeNull();
    expect(await countRows()).toEqual(countsAfterFirst);
  });

  it('creates one account per role that signs in with the demo password', async () => {
    const expected = {
      'superadmin@ajar.local': ROLE.superadmin,
      'admin@ajar.local': ROLE.admin,
      'trainer@ajar.local': ROLE.trainer,
      'member@ajar.local': ROLE.member,
      'partner@ajar.local': ROLE.partner,
    };
    const ajar = await companyId('Ajar Demo');
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'role_id', 'password_hash', 'company_id'])
      .where('email', 'in', Object.keys(expected))
      .execute();
    expect(users).toHaveLength(5);
    for (const user of users) {
      expect(user.role_id).toBe(expected[user.email as keyof typeof expected]);
      expect(user.company_id).toBe(ajar);
    }
    const [one, two] = users;
    expect(one && (await verifyPassword(DEMO_PASSWORD, one.password_hash))).toBe(true);
    expect(one && (await verifyPassword('wrong-password', one.password_hash))).toBe(false);
    expect(two && (await verifyPassword(DEMO_PASSWORD, two.password_hash))).toBe(true);
    // Each account its own salt: one cracked hash gives away no other account.
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.password_hash.split('$')[4])).size).toBe(users.length);
    // At the standard cost (OWASP's N=2^17), not a cheaper one for speed.
    for (const user of users) expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // Three hashes at full cost share the cores with the other test worker: 2.4 s alone in CI,
    // over 5 s on a busy machine.
  }, 30_000);

  it('covers every content type and display type for Ajar Demo', async () => {
    const ajar = await companyId('Ajar Demo');
    const courses = await database.db
      .selectFrom('courses')
      .select(['id', 'display_type', 'trainer_id', 'cover_url'])
      .where('company_id', '=', ajar)
      .execute();
    expect(courses.length).toBeGreaterThanOrEqual(8);
    expect(new Set(courses.map((c) => c.display_type))).toEqual(
      new Set(Object.values(COURSE_DISPLAY_TYPE)),
    );
    expect(courses.every((c) => c.trainer_id !== null && c.cover_url === null)).toBe(true);

    const types = await database.db
      .selectFrom('course_contents')
      .innerJoin('course_sections', 'course_sections.id', 'course_contents.section_id')
      .innerJoin('courses', 'courses.id', 'course_sections.course_id')
      .where('courses.company_id', '=', ajar)
      .select('course_contents.content_type')
      .distinct()
      .execute();
    expect(new Set(types.map((t) => t.content_type))).toEqual(new Set(CONTENT_TYPES));
  });

  it('has a showcase course with all nine content types in a sensible order', async () => {
    const rows = await database.db
      .selectFrom('course_contents')
      .innerJoin('course_sections', 'course_sections.id', 'course_contents.section_id')
      .innerJoin('courses', 'courses.id', 'course_sections.course_id')
      .where('courses.title_en', '=', 'Team Leadership Fundamentals')
      .orderBy('course_sections.position')
      .orderBy('course_contents.position')
      .select('course_contents.content_type')
      .execute();
    const order = rows.map((r) => r.content_type);
    expect(new Set(order)).toEqual(new Set(CONTENT_TYPES));
    expect(order[0]).toBe('Pre Test');
    expect(order.at(-1)).toBe('Evaluation');
    const firstAt = (type: (typeof CONTENT_TYPES)[number]) => order.indexOf(type);
    expect(firstAt('Module')).toBeLessThan(firstAt('Sub Module'));
    expect(firstAt('Sub Module')).toBeLessThan(firstAt('Module Summary'));
    expect(firstAt('Post Test')).toBeLessThan(firstAt('Course Summary'));
    expect(firstAt('Course Summary')).toBeLessThan(firstAt('Final Quiz'));
  });

  it('shapes every course as 2-4 sections of 2-5 contents, numbered from 1', async () => {
    const sections = await database.db
      .selectFrom('course_sections')
      .select(['id', 'course_id', 'position'])
      .orderBy('position')
      .execute();
    const contents = await database.db
      .selectFrom('course_contents')
      .select(['section_id', 'position', 'duration_minutes'])
      .orderBy('position')
      .execute();
    const courses = await database.db
      .selectFrom('courses')
      .select(['id', 'duration_minutes'])
      .execute();
    for (const course of courses) {
      const own = sections.filter((s) => s.course_id === course.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.map((s) => s.position)).toEqual(own.map((_, i) => i + 1));
      let minutes = 0;
      for (const section of own) {
        const items = contents.filter((c) => c.section_id === section.id);
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items.length).toBeLessThanOrEqual(5);
        expect(items.map((c) => c.position)).toEqual(items.map((_, i) => i + 1));
        minutes += items.reduce((sum, c) => sum + c.duration_minutes, 0);
      }
      expect(course.duration_minutes).toBe(minutes);
    }
  });

  it('makes the search and safety courses findable by title', async () => {
    const titles = await database.db
      .selectFrom('courses')
      .select(['title_id', 'title_en'])
      .execute();
    expect(titles.some((t) => t.title_id.includes('Excel') && t.title_en.includes('Excel'))).toBe(
      true,
    );
    expect(titles.some((t) => t.title_id.includes('Keselamatan'))).toBe(true);
    expect(titles.some((t) => t.title_en.includes('Safety'))).toBe(true);
  });

  it('writes every title in both languages, mostly not word for word', async () => {
    const courses = await database.db
      .selectFrom('courses')
      .select(['title_id', 'title_en', 'description_id', 'description_en'])
      .execute();
    for (const c of courses) {
      for (const text of Object.values(c)) expect(text.trim()).not.toBe('');
    }
    const differing = courses.filter((c) => c.title_id !== c.title_en);
    expect(differing.length).toBe(courses.length);

    const contents = await database.db
      .selectFrom('course_contents')
      .select(['title_id', 'title_en'])
      .execute();
    expect(contents.every((c) => c.title_id.trim() !== '' && c.title_en.trim() !== '')).toBe(true);
    const same = contents.filter((c) => c.title_id === c.title_en).length;
    expect(same / contents.length).toBeLessThan(0.1);
  });

  it('orders roadmap courses from 1 within one tenant', async () => {
    const links = await database.db
      .selectFrom('roadmap_courses')
      .innerJoin('roadmaps', 'roadmaps.id', 'roadmap_courses.roadmap_id')
      .innerJoin('courses', 'courses.id', 'roadmap_courses.course_id')
      .select([
        'roadmaps.id as roadmap',
        'roadmap_courses.position',
        'roadmaps.company_id as roadmapCompany',
        'courses.company_id as courseCompany',
      ])
      .orderBy('roadmap_courses.position')
      .execute();
    const roadmaps = new Set(links.map((l) => l.roadmap));
    expect(roadmaps.size).toBe(2);
    for (const roadmap of roadmaps) {
      const own = links.filter((l) => l.roadmap === roadmap);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.map((l) => l.position)).toEqual(own.map((_, i) => i + 1));
    }
    expect(links.every((l) => l.roadmapCompany === l.courseCompany)).toBe(true);
  });

  it('dates events around now, online and offline, in Jakarta working hours', async () => {
    const ajar = await companyId('Ajar Demo');
    const events = await database.db
      .selectFrom('events')
      .selectAll()
      .where('company_id', '=', ajar)
      .execute();
    const upcoming = events.filter((e) => e.starts_at > NOW);
    const past = events.filter((e) => e.ends_at < NOW);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length + past.length).toBe(events.length);
    expect(events.some((e) => e.mode === 'online')).toBe(true);
    expect(events.some((e) => e.mode === 'offline')).toBe(true);
    for (const e of events) {
      expect(Math.abs(e.starts_at.getTime() - NOW.getTime())).toBeLessThan(60 * DAY_MS);
      const hours = (e.ends_at.getTime() - e.starts_at.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(1);
      expect(hours).toBeLessThanOrEqual(3);
      const jakarta = new Date(e.starts_at.getTime() + 7 * 3_600_000);
      expect(jakarta.getUTCMinutes()).toBe(0);
      expect(jakarta.getUTCHours()).toBeGreaterThanOrEqual(8);
      expect(jakarta.getUTCHours() + hours).toBeLessThanOrEqual(18);
      expect([0, 6]).not.toContain(jakarta.getUTCDay());
      if (e.mode === 'online') {
        expect(e.url).toMatch(/^https:\/\//);
        expect(e.location).toBeNull();
      } else {
        expect(e.location).toBeTruthy();
        expect(e.url).toBeNull();
      }
    }
  });

  it('dates each notification by its fact and leaves each person’s newest three unread', async () => {
    const rows = await database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.email', 'notifications.read_at', 'notifications.created_at'])
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .execute();
    const people = new Map<string, typeof rows>();
    for (const r of rows) people.set(r.email, [...(people.get(r.email) ?? []), r]);
    // Someone has more than three, so the read ones are there to check too.
    expect(Math.max(...[...people.values()].map((mine) => mine.length))).toBeGreaterThan(
      SEED_UNREAD_PER_USER,
    );
    for (const mine of people.values()) {
      expect(mine.slice(0, SEED_UNREAD_PER_USER).every((r) => r.read_at === null)).toBe(true);
      expect(mine.slice(SEED_UNREAD_PER_USER).every((r) => r.read_at !== null)).toBe(true);
    }
    for (const r of rows) {
      expect(r.created_at <= NOW).toBe(true);
      if (r.read_at) expect(r.read_at >= r.created_at && r.read_at <= NOW).toBe(true);
    }
  });

  it('tells each person only what the seeded data says about them, in the live templates', async () => {
    const rows = await database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.email', 'notifications.user_id', 'notifications.company_id'])
      .select(['notifications.link', 'notifications.created_at', 'type', 'data'])
      .select(['title_id', 'title_en', 'body_id', 'body_en'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const n of rows) {
      const where = `${n.email}: ${n.title_en}`;
      expect(n.type, where).not.toBeNull();
      const facts = n.data as never;
      const { link, ...words } = TEMPLATES[n.type!](facts);
      expect({ ...words, link }, where).toEqual({
        title_id: n.title_id,
        title_en: n.title_en,
        body_id: n.body_id,
        body_en: n.body_en,
        link: n.link,
      });
      const data = n.data as { courseId?: number; eventId?: number; course?: unknown };
      if (data.courseId !== undefined) {
        const course = await database.db
          .selectFrom('courses')
          .select(['title_id', 'title_en'])
          .where('id', '=', data.courseId)
          .where('company_id', '=', n.company_id)
          .executeTakeFirstOrThrow();
        expect(data.course, where).toEqual({ id: course.title_id, en: course.title_en });
        const enrolment = await database.db
          .selectFrom('enrolments')
          .select(['id', 'created_at'])
          .where('course_id', '=', data.courseId)
          .where('user_id', '=', n.user_id)
          .executeTakeFirst();
        expect(enrolment, where).toBeDefined();
        if (n.type === 'course.enrolled') {
          expect(n.created_at.getTime(), where).toBe(enrolment!.created_at.getTime());
        }
        if (n.type === 'certificate.issued') {
          const cert = await database.db
            .selectFrom('certificates')
            .select('issued_at')
            .where('enrolment_id', '=', enrolment!.id)
            .executeTakeFirstOrThrow();
          expect(n.created_at.getTime(), where).toBe(cert.issued_at.getTime());
        }
      }
      if (data.eventId !== undefined) {
        const registered = await database.db
          .selectFrom('event_registrations')
          .select('event_id')
          .where('event_id', '=', data.eventId)
          .where('user_id', '=', n.user_id)
          .executeTakeFirst();
        expect(registered, where).toBeDefined();
      }
    }
  });

  it('has told member2 and her supervisor of her overdue course, so the running API adds none', async () => {
    const told = await database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.email', 'type'])
      .where('type', 'in', ['course.overdue', 'team.course.overdue'])
      .orderBy('users.email')
      .orderBy('type')
      .execute();
    expect(told.map((n) => `${n.email} ${n.type}`)).toEqual([
      // Her finished course whose due date passed is not overdue.
      'member2@ajar.local course.overdue',
      'member@ajar.local team.course.overdue',
    ]);
    expect(await remindOverdueAssignments(database.db, NOW)).toBe(0);
  });

  it('keeps the second tenant apart', async () => {
    const nusantara = await companyId('Nusantara Logistik');
    const count = async (
      table:
        | 'users'
        | 'categories'
        | 'courses'
        | 'events'
        | 'notifications'
        | 'enrolments'
        | 'certificates',
    ) =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('company_id', '=', nusantara)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('users')).toBe(2);
    expect(await count('categories')).toBe(1);
    expect(await count('courses')).toBe(1);
    expect(await count('events')).toBe(1);
    // One per enrolment and per certificate of theirs.
    expect(await count('notifications')).toBe(
      (await count('enrolments')) + (await count('certificates')),
    );

    // Cross-tenant references would leak data through joins.
    const leaks = await database.db
      .selectFrom('courses')
      .leftJoin('categories', 'categories.id', 'courses.category_id')
      .leftJoin('users', 'users.id', 'courses.trainer_id')
      .select(['courses.company_id', 'categories.company_id as cat', 'users.company_id as trainer'])
      .execute();
    for (const l of leaks) {
      if (l.cat !== null) expect(l.cat).toBe(l.company_id);
      if (l.trainer !== null) expect(l.trainer).toBe(l.company_id);
    }
    const notes = await database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['notifications.company_id', 'users.company_id as userCompany'])
      .execute();
    expect(notes.every((n) => n.company_id === n.userCompany)).toBe(true);
  });
});

describe('the seeded Indonesian', () => {
  // Everything a learner reads in the demo, in Indonesian: every `*_id` text column.
  const TEXT_TABLES = [
    'categories',
    'courses',
    'course_sections',
    'course_contents',
    'roadmaps',
    'events',
    'notifications',
    'class_programs',
    'classes',
    'questions',
    'question_options',
  ] as const satisfies readonly (keyof Schema)[];

  it('uses the words of the content glossary (locales/glossary.json)', async () => {
    const avoid = glossary.terms.flatMap((term) =>
      term.avoidId.filter((word) => !PROSE_WORDS.has(word)).map((word) => ({ word, term })),
    );
    const hits: string[] = [];
    for (const table of TEXT_TABLES) {
      const rows = (await database.db.selectFrom(table).selectAll().execute()) as Record<
        string,
        unknown
      >[];
      for (const row of rows)
        for (const [column, text] of Object.entries(row)) {
          if (!column.endsWith('_id') || typeof text !== 'string') continue;
          for (const { word, term } of avoid)
            if (wholeWord(word).test(text))
              hits.push(`${table}.${column} "${word}" (write "${term.id}"): ${text.slice(0, 80)}`);
        }
    }
    expect(hits).toEqual([]);
  });
});
