import type { Insertable, Selectable } from 'kysely';
import type * as Db from './schema.generated';

/**
 * The database as the API names it. Every type comes from schema.generated.ts, which
 * `pnpm db:types` writes from the migrations (CI fails when it is stale); narrower column
 * types and notes are set in schema-columns.ts, never here.
 */
export type Schema = Db.DB;

export type CompanyTable = Db.Companies;
export type CompanyImageTable = Db.CompanyImages;
export type UserTable = Db.Users;
export type SecretTable = Db.AppSecrets;
export type CategoryTable = Db.Categories;
export type CourseTable = Db.Courses;
export type CourseSectionTable = Db.CourseSections;
export type CourseContentTable = Db.CourseContents;
export type RoadmapTable = Db.Roadmaps;
export type RoadmapCourseTable = Db.RoadmapCourses;
export type EventTable = Db.Events;
export type CalendarFeedTable = Db.CalendarFeeds;
export type NotificationTable = Db.Notifications;
export type DeviceTable = Db.Devices;
export type EventRegistrationTable = Db.EventRegistrations;
export type VoucherTable = Db.Vouchers;
export type EnrolmentTable = Db.Enrolments;
export type VoucherRedemptionTable = Db.VoucherRedemptions;
export type ContentProgressTable = Db.ContentProgress;
export type QuizTable = Db.Quizzes;
export type QuestionTable = Db.Questions;
export type QuestionOptionTable = Db.QuestionOptions;
export type AttemptTable = Db.Attempts;
export type AttemptAnswerTable = Db.AttemptAnswers;
export type CertificateTable = Db.Certificates;
export type ClassProgramTable = Db.ClassPrograms;
export type ClassTable = Db.Classes;
export type ClassCourseTable = Db.ClassCourses;
export type ClassMemberTable = Db.ClassMembers;
export type LoginAttemptTable = Db.LoginAttempts;
export type SecurityEventTable = Db.SecurityEvents;
export type SessionTable = Db.Sessions;

export type Company = Selectable<CompanyTable>;
export type User = Selectable<UserTable>;
export type NewCourse = Insertable<CourseTable>;
