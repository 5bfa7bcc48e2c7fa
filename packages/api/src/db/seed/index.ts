import { sql, type Kysely } from 'kysely';
import { passwordHasher, type PasswordHasher } from '../../auth/password';
import type { Schema } from '../schema';
import { CATEGORIES, insertCategories } from './categories';
import { insertClasses } from './classes';
import { CLASS_PROGRAMS } from './classes-data';
import { COMPANIES, DEMO_COMPANY_NAME, insertCompany, type CompanySeed } from './companies';
import { COURSES, insertCourses } from './courses';
import { EMPLOYMENT, insertEmployment } from './employment';
import { insertEventRegistrations } from './event-registrations';
import { EVENTS, insertEvents } from './events';
import { insertForum } from './forum';
import { insertGroups } from './groups';
import { insertLearning } from './learning';
import { insertQuizzes } from './quizzes';
import { insertNotifications } from './notifications';
import { insertPoints } from './points';
import { insertPsychotestResults } from './psychotests';
import { ROADMAPS, insertRoadmaps } from './roadmaps';
import { insertTrainingRecords } from './training-records';
import { insertTrainingRequests } from './training-requests';
import { insertTeamQuestions } from './team-questions';
import { insertTeamEvaluations } from './team-evaluations';
import { DEMO_PASSWORD, USERS, insertUsers } from './users';

export { DEMO_COMPANY_NAME } from './companies';
export { DEMO_PASSWORD } from './users';

export interface SeedSummary {
  companies: number;
  users: number;
  categories: number;
  courses: number;
  roadmaps: number;
  events: number;
  notifications: number;
}

/** The demo accounts joined three years ago, before any of their seeded history. */
const DEMO_ACCOUNT_AGE_DAYS = 3 * 365;

/** Arbitrary but fixed: identifies the seed's advisory lock among any others on the server. */
const SEED_LOCK = 4_172_023;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function seedCompany(
  db: Kysely<Schema>,
  company: CompanySeed,
  passwordHashes: ReadonlyMap<string, string>,
  log: (line: string) => void,
  now: Date,
): Promise<SeedSummary> {
  const { key } = company;
  const companyId = await insertCompany(db, company);
  log(`seed: company ${company.row.name}`);

  const users = await insertUsers(
    db,
    companyId,
    USERS[key],
    passwordHashes,
    new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS * 86_400_000),
  );
  log(`seed: ${plural(users.size, 'user', 'users')}`);
  await insertEmployment(db, EMPLOYMENT[key], users);

  const categories = await insertCategories(db, companyId, CATEGORIES[key]);
  log(`seed: ${plural(categories.size, 'category', 'categories')}`);

  const courses = await insertCourses(db, companyId, COURSES[key], categories, users);
  log(`seed: ${plural(courses.ids.size, 'course', 'courses')} (${courses.contents} contents)`);

  // Quizzes first: the learning seed's demo progress may refer to them.
  const quizzes = await insertQuizzes(db, key, courses.ids);
  if (quizzes > 0) log(`seed: ${plural(quizzes, 'quiz', 'quizzes')}`);
  const learning = await insertLearning(db, key, { companyId, users, courses: courses.ids, now });
  if (learning.vouchers > 0) {
    log(`seed: ${plural(learning.vouchers, 'voucher', 'vouchers')}`);
  }
  if (learning.enrolments > 0) {
    log(`seed: ${plural(learning.enrolments, 'enrolment', 'enrolments')}`);
  }

  const roadmaps = ROADMAPS[key];
  const links = await insertRoadmaps(db, companyId, roadmaps, courses.ids);
  if (roadmaps.length > 0) {
    log(`seed: ${plural(roadmaps.length, 'roadmap', 'roadmaps')} (${links} courses)`);
  }

  const classes = await insertClasses(
    db,
    companyId,
    CLASS_PROGRAMS[key],
    { users, courses: courses.ids },
    now,
  );
  log(
    `seed: ${plural(classes.programs, 'class program', 'class programs')} (${plural(classes.classes, 'class', 'classes')})`,
  );

  const events = await insertEvents(db, companyId, EVENTS[key], now);
  log(`seed: ${plural(events.size, 'event', 'events')}`);
  const registrations = await insertEventRegistrations(db, companyId, key, { users, events }, now);
  if (registrations > 0) {
    log(`seed: ${plural(registrations, 'event registration', 'event registrations')}`);
  }

  const forumThreads = await insertForum(db, key, { companyId, users, courses: courses.ids, now });
  log(`seed: ${plural(forumThreads, 'forum thread', 'forum threads')}`);
  const groups = await insertGroups(db, key, { companyId, users, courses: courses.ids, now });
  if (groups > 0) log(`seed: ${plural(groups, 'group', 'groups')}`);

  const points = await insertPoints(db, key, {
    companyId,
    users,
    joinedAt: new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS * 86_400_000),
    now,
  });
  if (points.colleagues > 0) log(`seed: ${plural(points.colleagues, 'colleague', 'colleagues')}`);
  if (points.events > 0) log(`seed: ${plural(points.events, 'point award', 'point awards')}`);
  if (points.dailyQuizzes > 0)
    log(`seed: ${plural(points.dailyQuizzes, 'daily quiz', 'daily quizzes')} done`);

  const psychotests = await insertPsychotestResults(db, { companyId, users, now });
  if (psychotests > 0)
    log(`seed: ${plural(psychotests, 'psychotest result', 'psychotest results')}`);

  const requests = await insertTrainingRequests(db, { companyId, users, now });
  if (requests > 0) log(`seed: ${plural(requests, 'training request', 'training requests')}`);
  const records = await insertTrainingRecords(db, { companyId, users, now });
  if (records > 0) log(`seed: ${plural(records, 'training record', 'training records')}`);
  const questions = await insertTeamQuestions(db, { companyId, users, now });
  if (questions > 0) log(`seed: ${plural(questions, 'team question', 'team questions')}`);
  const evaluations = await insertTeamEvaluations(db, { companyId, users, now });
  if (evaluations.forms > 0)
    log(
      `seed: ${plural(evaluations.forms, 'evaluation form', 'evaluation forms')} (${plural(evaluations.evaluations, 'evaluation', 'evaluations')})`,
    );

  const notifications = await insertNotifications(db, companyId, now);
  log(`seed: ${plural(notifications, 'notification', 'notifications')}`);

  return {
    companies: 1,
    users: users.size + points.colleagues,
    categories: categories.size,
    courses: courses.ids.size,
    roadmaps: roadmaps.length,
    events: events.size,
    notifications,
  };
}

function add(a: SeedSummary, b: SeedSummary): SeedSummary {
  return {
    companies: a.companies + b.companies,
    users: a.users + b.users,
    categories: a.categories + b.categories,
    courses: a.courses + b.courses,
    roadmaps: a.roadmaps + b.roadmaps,
    events: a.events + b.events,
    notifications: a.notifications + b.notifications,
  };
}

const EMPTY: SeedSummary = {
  companies: 0,
  users: 0,
  categories: 0,
  courses: 0,
  roadmaps: 0,
  events: 0,
  notifications: 0,
};

/**
 * Fills an empty database with the demo tenants: Ajar Demo (every role, course type and
 * content type) and Nusantara Logistik (a small second tenant that shows isolation). Events
 * and notifications are dated around `now` so the demo never looks stale.
 *
 * Does nothing and answers null when Ajar Demo already exists, so it is safe on every start.
 * All or nothing: a failure leaves no half-seeded tenant behind.
 */
export async function seedDemo(
  db: Kysely<Schema>,
  log: (line: string) => void = () => {},
  now: Date = new Date(),
  passwords: PasswordHasher = passwordHasher(),
): Promise<SeedSummary | null> {
  // Callers report the null themselves (the CLI says so, a server start stays quiet).
  if (await demoExists(db)) return null;

  // Each account its own salt, so one cracked hash is not all of them. The hashes run side by
  // side as far as the password gate allows (two at a time): about 5 s for 12 accounts at
  // the standard cost on two cores, once, on the first start.
  const emails = COMPANIES.flatMap((company) => USERS[company.key].map((u) => u.email));
  const hashes = new Map(
    await Promise.all(
      emails.map(async (email) => [email, await passwords.hash(DEMO_PASSWORD)] as const),
    ),
  );

  return db.transaction().execute(async (trx) => {
    // Two API instances starting together on one server must not both seed: the second waits
    // here, then sees the first one's company and backs off instead of failing on emails.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await demoExists(trx)) return null;

    let total = EMPTY;
    for (const company of COMPANIES) {
      total = add(total, await seedCompany(trx, company, hashes, log, now));
    }
    return total;
  });
}

async function demoExists(db: Kysely<Schema>): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_COMPANY_NAME)
    .executeTakeFirst();
  return row !== undefined;
}
