/**
 * The request/response contract shared with the browser app: zod schemas (which also
 * publish the OpenAPI document) and their types. The app imports from here only
 * (`@ajar/api/contract`), never server code.
 */
export * from './auth';
export * from './catalog';
export * from './common';
export * from './content-types';
export * from './dashboard';
export * from './daily-quiz';
export * from './daily-quiz-rules';
export * from './forum';
export * from './forum-rules';
export * from './groups';
export * from './group-rules';
export * from './points';
export * from './point-rules';
export * from './company';
export * from './devices';
export * from './health';
export * from './languages';
export * from './durations';
export * from './limits';
export * from './messages';
export * from './notifications';
export * from './registrations';
export * from './learning';
export * from './quiz';
export * from './quiz-rules';
export * from './roles';
export * from './scores';
export * from './certificates';
export * from './classes';
export * from './urls';
export * from './profile';
export * from './profile-rules';
export * from './psychotests';
export * from './psychotest-rules';
export * from './team';
export * from './team-rules';
export * from './team-reports';
export * from './team-report-rules';
export * from './team-questions';
export * from './team-question-rules';
export * from './team-evaluations';
export * from './team-evaluation-rules';
export * from './team-achievements';
export * from './team-achievement-rules';
export * from './org-chart';
export * from './training-requests';
export * from './training-request-rules';
export * from './training-records';
export * from './training-record-rules';
export * from './client-config';
