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
}

export type Company = Selectable<CompanyTable>;
export type User = Selectable<UserTable>;
export type NewCourse = Insertable<CourseTable>;
