import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * What a notification tells, each kind about one seeded fact. The words are written from that
 * fact when it is inserted (titles, progress, time), and a fact that is not true stops the
 * seed, so the demo never tells a member about a course they are not in, a test they never
 * took or a deadline nobody set.
 */
export type NotificationFact =
  /** Sent when the learner was enrolled: they are, since that moment. */
  | { kind: 'enrolled'; course: string }
  /** A course under way: its real progress, after the last thing done in it. */
  | { kind: 'progress'; course: string; hoursAgo: number }
  /** A course in the catalogue the learner has not joined. */
  | { kind: 'catalog'; course: string; hoursAgo: number }
  /** An upcoming event open for sign-up. */
  | { kind: 'event'; event: string; hoursAgo: number }
  /** The first one, pointing at the guide course. */
  | { kind: 'welcome'; course: string; hoursAgo: number };

export type NotificationKind = NotificationFact['kind'];

export interface NotificationSeed {
  user: string;
  /** Minutes after arrival the user opened it; null means still unread. */
  readAfterMinutes: number | null;
  fact: NotificationFact;
}

interface Words {
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
}

interface Subject {
  title: { id: string; en: string };
  progress?: number;
}

/** The words of each kind, exported so the seed test can tell which kind a row is. */
export const NOTIFICATION_TEXT: Record<NotificationKind, (s: Subject) => Words> = {
  enrolled: ({ title }) => ({
    title_id: 'Kursus baru untuk Anda',
    title_en: "You've been enrolled in a new course",
    body_id: `Anda didaftarkan ke kursus ${title.id}. Selamat belajar!`,
    body_en: `You're now enrolled in ${title.en}. Enjoy the course!`,
  }),
  progress: ({ title, progress }) => ({
    title_id: 'Lanjutkan belajar',
    title_en: 'Pick up where you left off',
    body_id: `Anda sudah menyelesaikan ${progress}% kursus ${title.id}. Lanjutkan dari materi berikutnya.`,
    body_en: `You're ${progress}% of the way through ${title.en}. Carry on with the next part.`,
  }),
  catalog: ({ title }) => ({
    title_id: 'Kursus baru di katalog',
    title_en: 'New in the catalogue',
    body_id: `${title.id} kini tersedia. Lihat isinya dan daftar jika cocok untuk Anda.`,
    body_en: `${title.en} is now available. Take a look and enrol if it suits you.`,
  }),
  event: ({ title }) => ({
    title_id: 'Pendaftaran acara dibuka',
    title_en: 'Event open for sign-up',
    body_id: `Pendaftaran ${title.id} sudah dibuka. Lihat jadwalnya dan daftar jika Anda ingin ikut.`,
    body_en: `Sign-up for ${title.en} is open. See when it runs and sign up if you'd like to join.`,
  }),
  welcome: ({ title }) => ({
    title_id: 'Selamat datang di Ajar',
    title_en: 'Welcome to Ajar',
    body_id: `Mulailah dari kursus ${title.id} untuk mengenal fitur-fiturnya.`,
    body_en: `Start with the ${title.en} course to find your way around.`,
  }),
};

// The member's unread ones are also the newest, so the bell reads 3 and they top the list.
const AJAR_NOTIFICATIONS: readonly NotificationSeed[] = [
  {
    user: 'member@ajar.local',
    readAfterMinutes: null,
    fact: { kind: 'catalog', course: 'excel', hoursAgo: 2 },
  },
  {
    user: 'member@ajar.local',
    readAfterMinutes: null,
    fact: { kind: 'progress', course: 'communication', hoursAgo: 20 },
  },
  {
    user: 'member@ajar.local',
    readAfterMinutes: null,
    fact: { kind: 'event', event: 'excel-webinar', hoursAgo: 30 },
  },
  {
    user: 'member@ajar.local',
    readAfterMinutes: 45,
    fact: { kind: 'enrolled', course: 'communication' },
  },
  {
    user: 'member@ajar.local',
    readAfterMinutes: 180,
    fact: { kind: 'welcome', course: 'ajar-guide', hoursAgo: 24 * 7 },
  },
  {
    user: 'admin@ajar.local',
    readAfterMinutes: null,
    fact: { kind: 'event', event: 'fire-drill', hoursAgo: 5 },
  },
  {
    user: 'admin@ajar.local',
    readAfterMinutes: 60,
    fact: { kind: 'welcome', course: 'ajar-guide', hoursAgo: 26 },
  },
];

const NUSANTARA_NOTIFICATIONS: readonly NotificationSeed[] = [
  {
    user: 'member@nusantara.local',
    readAfterMinutes: null,
    fact: { kind: 'event', event: 'warehouse-drill', hoursAgo: 4 },
  },
];

export const NOTIFICATIONS: Record<CompanyKey, readonly NotificationSeed[]> = {
  ajar: AJAR_NOTIFICATIONS,
  nusantara: NUSANTARA_NOTIFICATIONS,
};

export interface SeededIds {
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  events: ReadonlyMap<string, number>;
}

function need(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: notification names unknown ${what} ${key}`);
  return id;
}

const untrue = (what: string): never => {
  throw new Error(`seed: notification would say something untrue: ${what}`);
};

interface Written extends Words {
  link: string;
  created_at: Date;
}

/** Reads the fact a notification is about and writes it, or refuses when it is not so. */
async function write(
  db: Kysely<Schema>,
  userId: number,
  fact: NotificationFact,
  ids: SeededIds,
  now: Date,
): Promise<Written> {
  if (fact.kind === 'event') {
    const event = await db
      .selectFrom('events')
      .select(['title_id', 'title_en', 'starts_at'])
      .where('id', '=', need(ids.events, fact.event, 'event'))
      .executeTakeFirstOrThrow();
    const created_at = new Date(now.getTime() - fact.hoursAgo * HOUR_MS);
    if (event.starts_at <= now) untrue(`event ${fact.event} is not upcoming`);
    const title = { id: event.title_id, en: event.title_en };
    return {
      ...NOTIFICATION_TEXT.event({ title }),
      link: `/events/${need(ids.events, fact.event, 'event')}`,
      created_at,
    };
  }

  const courseId = need(ids.courses, fact.course, 'course');
  const course = await db
    .selectFrom('courses')
    .select(['title_id', 'title_en'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const title = { id: course.title_id, en: course.title_en };
  const link = `/courses/${courseId}`;
  const enrolment = await db
    .selectFrom('enrolments')
    .select(['progress', 'completed_at', 'created_at', 'last_activity_at'])
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

  switch (fact.kind) {
    case 'enrolled':
      if (!enrolment) return untrue(`not enrolled in ${fact.course}`);
      return { ...NOTIFICATION_TEXT.enrolled({ title }), link, created_at: enrolment.created_at };
    case 'progress': {
      const created_at = new Date(now.getTime() - fact.hoursAgo * HOUR_MS);
      if (!enrolment || enrolment.completed_at || enrolment.progress === 0)
        untrue(`${fact.course} is not under way`);
      if (enrolment!.last_activity_at > created_at)
        untrue(`${fact.course} changed after the notification`);
      const words = NOTIFICATION_TEXT.progress({ title, progress: enrolment!.progress });
      return { ...words, link, created_at };
    }
    case 'catalog':
      if (enrolment) untrue(`${fact.course} is already joined`);
      return {
        ...NOTIFICATION_TEXT.catalog({ title }),
        link,
        created_at: new Date(now.getTime() - fact.hoursAgo * HOUR_MS),
      };
    case 'welcome':
      return {
        ...NOTIFICATION_TEXT.welcome({ title }),
        link,
        created_at: new Date(now.getTime() - fact.hoursAgo * HOUR_MS),
      };
  }
}

export async function insertNotifications(
  db: Kysely<Schema>,
  companyId: number,
  notifications: readonly NotificationSeed[],
  ids: SeededIds,
  now: Date,
): Promise<number> {
  if (notifications.length === 0) return 0;
  const rows = [];
  for (const { user, readAfterMinutes, fact } of notifications) {
    const userId = need(ids.users, user, 'user');
    const written = await write(db, userId, fact, ids, now);
    const created = written.created_at.getTime();
    rows.push({
      ...written,
      company_id: companyId,
      user_id: userId,
      read_at: readAfterMinutes === null ? null : new Date(created + readAfterMinutes * MINUTE_MS),
    });
  }
  await db.insertInto('notifications').values(rows).execute();
  return rows.length;
}
