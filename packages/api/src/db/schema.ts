import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ContentType, RoleId } from '@ajar/tokens';

/** Timestamps are written as Date or ISO text and always read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  title: string;
  favicon: string | null;
  favicon_title: string | null;
  /** Requests to this host without a token see this company's catalog. */
  hostname: string | null;
  primary_color: string;
  created_at: CreatedAt;
}

export interface UserTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  password_hash: string;
  name: string;
  role_id: RoleId;
  created_at: CreatedAt;
}

export interface SecretTable {
  name: string;
  value: string;
}

export interface CategoryTable {
  id: Generated<number>;
  company_id: number;
  slug: string;
  name_id: string;
  name_en: string;
}

export interface CourseTable {
  id: Generated<number>;
  company_id: number;
  category_id: number | null;
  trainer_id: number | null;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  cover_url: string | null;
  /** COURSE_DISPLAY_TYPE: 0 Default, 1 Catalog, 2 Guideline. */
  display_type: number;
  duration_minutes: number;
  /** 0 is free (enrol directly); anything else opens only with a voucher. */
  price: Generated<number>;
  /** Certificates of this course expire after this many days; null never. */
  certificate_valid_days: number | null;
  created_at: CreatedAt;
}

export interface CourseSectionTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  title_id: string;
  title_en: string;
}

export interface CourseContentTable {
  id: Generated<number>;
  section_id: number;
  position: number;
  content_type: ContentType;
  title_id: string;
  title_en: string;
  duration_minutes: number;
  /** Rich text (HTML) of modules and summaries. */
  body_id: string | null;
  body_en: string | null;
  video_url: string | null;
  pdf_url: string | null;
  meeting_starts_at: Timestamp | null;
  meeting_ends_at: Timestamp | null;
  meeting_mode: 'online' | 'offline' | null;
  meeting_location: string | null;
  meeting_url: string | null;
}

export interface RoadmapTable {
  id: Generated<number>;
  company_id: number;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  cover_url: string | null;
}

export interface RoadmapCourseTable {
  roadmap_id: number;
  course_id: number;
  position: number;
}

export interface EventTable {
  id: Generated<number>;
  company_id: number;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  mode: 'online' | 'offline';
  location: string | null;
  url: string | null;
  cover_url: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** IANA zone the event is held in; its times are shown there first. */
  time_zone: Generated<string>;
}

export interface CalendarFeedTable {
  user_id: number;
  token: string;
  created_at: Generated<Timestamp>;
}

export interface NotificationTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  link: string | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A browser's push token; a token registered again by another user moves to that user. */
export interface DeviceTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  token: string;
  platform: 'web';
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A learner's place at an event; one per user and event. */
export interface EventRegistrationTable {
  event_id: number;
  user_id: number;
  company_id: number;
  created_at: CreatedAt;
}

export interface VoucherTable {
  id: Generated<number>;
  company_id: number;
  course_id: number;
  /** Matched case-insensitively. */
  code: string;
  /** Redemptions allowed in all (1 = single-use); null = unlimited. */
  max_uses: number | null;
  /** Redemptions allowed per learner. */
  per_user_limit: Generated<number>;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface EnrolmentTable {
  id: Generated<number>;
  company_id: number;
  course_id: number;
  user_id: number;
  source: 'free' | 'voucher';
  /** Done contents out of all, 0-100: kept on the row so lists need no recount. */
  progress: Generated<number>;
  completed_at: Timestamp | null;
  last_activity_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
}

export interface VoucherRedemptionTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  enrolment_id: number | null;
  created_at: CreatedAt;
}

export interface ContentProgressTable {
  enrolment_id: number;
  content_id: number;
  completed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface QuizTable {
  id: Generated<number>;
  content_id: number;
  /** QUIZ_KIND: 0 Quiz, 1 Evaluation. */
  kind: Generated<number>;
  time_limit_seconds: number | null;
  max_attempts: number | null;
  shuffle_questions: Generated<boolean>;
  shuffle_options: Generated<boolean>;
  /** REVIEW_MODES (contract): when right answers may be shown. */
  review: Generated<'never' | 'afterPassedOrLastAttempt' | 'afterSubmit'>;
  pass_threshold: Generated<number>;
}

export interface QuestionTable {
  id: Generated<number>;
  quiz_id: number;
  position: number;
  type: 'single' | 'multiple' | 'trueFalse' | 'shortAnswer' | 'likert';
  text_id: string;
  text_en: string;
  /** shortAnswer: accepted answers, compared case- and space-insensitively. */
  accepted_answers: Generated<string[]>;
  explanation_id: string | null;
  explanation_en: string | null;
  /** numeric comes back as text from PostgreSQL. */
  points: ColumnType<string, number | string | undefined, number | string>;
}

export interface QuestionOptionTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text_id: string;
  text_en: string;
  is_correct: Generated<boolean>;
}

export interface AttemptTable {
  id: Generated<number>;
  company_id: number;
  quiz_id: number;
  user_id: number;
  enrolment_id: number;
  attempt_number: number;
  /** Question ids in the order this attempt shows them. */
  question_order: number[];
  /** Option ids per question id, in this attempt's order. */
  option_order: ColumnType<Record<string, number[]>, string | undefined, string>;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deadline_at: Timestamp | null;
  submitted_at: Timestamp | null;
  /** numeric(5,1) as text; null until submitted, and always for evaluations. */
  score: ColumnType<string | null, number | null | undefined, number | null>;
  passed: boolean | null;
  correct_count: number | null;
}

export interface AttemptAnswerTable {
  attempt_id: number;
  question_id: number;
  /** AnswerValue as JSON. */
  value: ColumnType<unknown, string, string>;
  answered_at: Timestamp;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CertificateTable {
  id: Generated<number>;
  company_id: number;
  enrolment_id: number;
  user_id: number;
  course_id: number;
  code: string;
  issued_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/**
 * A calendar day, written as 'YYYY-MM-DD'. Read it as text (`to_char(d, 'YYYY-MM-DD')`): pg
 * and PGlite turn a bare `date` into Date objects at different midnights, so it reads unknown.
 */
type CalendarDate = ColumnType<unknown, string, string>;

/** A company's program of classes, addressed by /classes/{slug}. */
export interface ClassProgramTable {
  id: Generated<number>;
  company_id: number;
  slug: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  cover_url: string | null;
}

/** One cohort of a program; dates are Asia/Jakarta calendar days, both inclusive. */
export interface ClassTable {
  id: Generated<number>;
  program_id: number;
  /** Always the program's company (enforced by a composite foreign key). */
  company_id: number;
  slug: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  starts_on: CalendarDate;
  ends_on: CalendarDate;
  mode: 'online' | 'offline';
  location: string | null;
  trainer_id: number | null;
  capacity: number;
}

export interface ClassCourseTable {
  class_id: number;
  course_id: number;
  position: number;
}

export interface ClassMemberTable {
  class_id: number;
  user_id: number;
  added_at: CreatedAt;
}

/** One sign-in rate-limit counter: scope `ip`, `ip_email` or `account`, and its key. */
export interface LoginAttemptTable {
  scope: string;
  key: string;
  window_start: Timestamp;
  count: number;
  strikes: Generated<number>;
}

export interface SecurityEventTable {
  id: Generated<string>;
  at: Generated<Date>;
  /** `sign_in_failed`, `sign_in_rate_limited`, `unauthorized`, `forbidden`, `theme_changed`. */
  kind: string;
  company_id: number | null;
  user_id: number | null;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface Schema {
  companies: CompanyTable;
  users: UserTable;
  app_secrets: SecretTable;
  categories: CategoryTable;
  courses: CourseTable;
  course_sections: CourseSectionTable;
  course_contents: CourseContentTable;
  roadmaps: RoadmapTable;
  roadmap_courses: RoadmapCourseTable;
  events: EventTable;
  notifications: NotificationTable;
  devices: DeviceTable;
  event_registrations: EventRegistrationTable;
  calendar_feeds: CalendarFeedTable;
  vouchers: VoucherTable;
  enrolments: EnrolmentTable;
  voucher_redemptions: VoucherRedemptionTable;
  content_progress: ContentProgressTable;
  quizzes: QuizTable;
  questions: QuestionTable;
  question_options: QuestionOptionTable;
  attempts: AttemptTable;
  attempt_answers: AttemptAnswerTable;
  certificates: CertificateTable;
  class_programs: ClassProgramTable;
  classes: ClassTable;
  class_courses: ClassCourseTable;
  class_members: ClassMemberTable;
  login_attempts: LoginAttemptTable;
  security_events: SecurityEventTable;
}

export type Company = Selectable<CompanyTable>;
export type User = Selectable<UserTable>;
export type NewCourse = Insertable<CourseTable>;
