/**
 * What SQL cannot say about a column, applied when `pnpm db:types` writes schema.generated.ts:
 * a narrower TypeScript type (a CHECK-constrained text, a JSON shape, a role id) and a note.
 * Keyed `table.column`. `type` is the value type only: the generator adds `| null` when the
 * column is nullable and `Generated<>` when it has a default, so those always follow SQL.
 * A key that names no column fails the generation, so a renamed column cannot leave its
 * refinement behind.
 */
export interface ColumnRefinement {
  type?: string;
  doc?: string;
}

/** Names used in `type` below, and the modules they come from. */
export const columnTypeImports: Record<string, string> = {
  RoleId: '../contract/roles',
  ContentType: '../contract/content-types',
  CreatedAt: './column-types',
  JsonText: './column-types',
  NotificationType: '../contract/notifications',
  NotificationGroup: '../contract/notifications',
  NotificationData: '../contract/notifications',
  CalendarDate: './column-types',
  LocalizedText: '../contract/common',
  PointRule: '../contract/point-rules',
  PointPeriod: '../contract/point-rules',
  BoardVisibility: '../contract/point-rules',
  DailyItemSource: '../contract/daily-quiz-rules',
  AnswerValue: '../contract/quiz',
  PsychotestId: '../contract/psychotest-rules',
  PsychotestResult: '../contract/psychotests',
  TeamQuestionAction: '../contract/team-question-rules',
  TeamEvaluationAction: '../contract/team-evaluation-rules',
};

const onlineOffline = "'online' | 'offline'";
const createdAt: ColumnRefinement = { type: 'CreatedAt' };

export const columnRefinements: Record<string, ColumnRefinement> = {
  'companies.hostname': {
    doc: "Requests to this host without a token see this company's catalog.",
  },
  'companies.created_at': createdAt,
  'company_images.kind': { type: "'logo' | 'favicon'" },
  'company_images.content_type': {
    type: "'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon'",
  },
  'company_images.version': { doc: 'Hash of the bytes; names the image URL.' },
  'users.role_id': { type: 'RoleId' },
  'users.created_at': createdAt,
  'courses.display_type': { doc: 'COURSE_DISPLAY_TYPE: 0 Default, 1 Catalog, 2 Guideline.' },
  'courses.price': { doc: '0 is free (enrol directly); anything else opens only with a voucher.' },
  'courses.certificate_valid_days': {
    doc: 'Certificates of this course expire after this many days; null never.',
  },
  'courses.created_at': createdAt,
  'course_contents.content_type': { type: 'ContentType' },
  'course_contents.body_id': { doc: 'Rich text (HTML) of modules and summaries.' },
  'course_contents.body_en': { doc: 'Rich text (HTML) of modules and summaries.' },
  'course_contents.meeting_mode': { type: onlineOffline },
  'events.mode': { type: onlineOffline },
  'events.time_zone': { doc: 'IANA zone the event is held in; its times are shown there first.' },
  'notifications.created_at': createdAt,
  'notifications.type': {
    type: 'NotificationType',
    doc: 'What happened; null on notifications written before types existed.',
  },
  'notifications.data': {
    type: 'JsonText<NotificationData>',
    doc: 'What it is about; data.id names the thing, so it notifies a user once.',
  },
  'notification_outbox.channel': { type: "'push'" },
  'notification_outbox.status': { type: "'pending' | 'sent' | 'skipped' | 'failed'" },
  'notification_outbox.created_at': createdAt,
  'notification_outbox.delivered_tokens': { type: 'JsonText<string[]>' },
  'notification_preferences.group_key': { type: 'NotificationGroup' },
  'devices.platform': { type: "'web'" },
  'devices.created_at': createdAt,
  'event_registrations.created_at': createdAt,
  'event_registrations.attended': { type: "'unknown' | 'attended' | 'absent'" },
  'event_registrations.cancelled_at': {
    doc: 'Set when the learner cancelled; null while registered.',
  },
  'vouchers.code': { doc: 'Matched case-insensitively.' },
  'vouchers.max_uses': { doc: 'Redemptions allowed in all (1 = single-use); null = unlimited.' },
  'vouchers.per_user_limit': { doc: 'Redemptions allowed per learner.' },
  'vouchers.created_at': createdAt,
  'enrolments.source': {
    type: "'free' | 'voucher' | 'group' | 'team'",
    doc: '`group`: a course of a group the learner is in (group_courses); `team`: assigned by their supervisor.',
  },
  'enrolments.assigned_at': { doc: 'When the newest assignment (due date, note) was made.' },
  'enrolments.assignment_note': {
    doc: "The assigner's note to the learner; at most 500 characters.",
  },
  'companies.training_hours_target': { doc: "Each person's training hours a calendar year." },
  'team_log.action': {
    type: "'course.assigned' | 'supervisor.changed' | TeamQuestionAction | TeamEvaluationAction",
    doc: "`supervisor.changed`: a company admin changed the subject's supervisor (facts: from, to).",
  },
  'team_questions.status': {
    type: "'open' | 'answered' | 'read' | 'withdrawn'",
    doc: '`read`: the supervisor read the answer (or replied): it is final.',
  },
  'team_questions.due_on': { type: 'CalendarDate', doc: 'The company calendar day, if any.' },
  'team_questions.prompt': { doc: "The supervisor's question, plain text." },
  'team_questions.answer': { doc: "The person's answer, plain text; seen by the two only." },
  'team_questions.created_at': createdAt,
  'team_evaluation_forms.created_at': createdAt,
  'team_evaluations.score': {
    doc: 'numeric(5,1) as text: the mean rating scaled to 0-100, computed on submit.',
  },
  'team_evaluations.comment': { doc: "The supervisor's note, plain text; HR's, not the person's." },
  'team_evaluations.created_at': createdAt,
  'training_requests.kind': { type: "'course' | 'event' | 'external'" },
  'training_requests.status': {
    type: "'pending' | 'forwarded' | 'approved' | 'rejected' | 'cancelled'",
    doc: '`pending`: the supervisor decides; `forwarded`: the second approver decides.',
  },
  'training_requests.title': {
    doc: 'An external training: its title (null for a course or event).',
  },
  'training_requests.cost_idr': { doc: 'Rupiah, whole.' },
  'training_records.type': {
    type: "'seminar' | 'workshop' | 'technical' | 'certification' | 'webinar' | 'online' | 'conference' | 'ojt'",
  },
  'training_records.delivery': { type: "'online' | 'offline' | 'hybrid'" },
  'training_records.funded_by': { type: "'company' | 'self' | 'sponsor'" },
  'training_records.status': {
    type: "'draft' | 'submitted' | 'verified' | 'returned'",
    doc: 'Only `verified` counts toward hours and points; `returned` carries return_reason.',
  },
  'training_record_files.content_type': {
    type: "'application/pdf' | 'image/png' | 'image/jpeg'",
    doc: 'Read from the bytes, never from the name or the request.',
  },
  'training_record_steps.action': {
    type: "'created' | 'edited' | 'submitted' | 'withdrawn' | 'verified' | 'returned'",
  },
  'training_request_steps.action': {
    type: "'submitted' | 'forwarded' | 'approved' | 'rejected' | 'cancelled'",
  },
  'team_log.facts': {
    doc: 'What changed: course, due date, note; for `supervisor.changed`, the from and to user ids.',
  },
  'enrolments.progress': {
    doc: 'Done contents out of all, 0-100: kept on the row so lists need no recount.',
  },
  'enrolments.created_at': createdAt,
  'voucher_redemptions.created_at': createdAt,
  'quizzes.kind': { doc: 'QUIZ_KIND: 0 Quiz, 1 Evaluation.' },
  'quizzes.content_id': {
    doc: 'Null only for a team evaluation form (kind 1), which belongs to no course.',
  },
  'quizzes.review': {
    type: "'never' | 'afterPassedOrLastAttempt' | 'afterSubmit'",
    doc: 'REVIEW_MODES (contract): when right answers may be shown.',
  },
  'questions.type': { type: "'single' | 'multiple' | 'trueFalse' | 'shortAnswer' | 'likert'" },
  'questions.accepted_answers': {
    doc: 'shortAnswer: accepted answers, compared case- and space-insensitively.',
  },
  'questions.points': { doc: 'numeric comes back as text from PostgreSQL.' },
  'attempts.question_order': { doc: 'Question ids in the order this attempt shows them.' },
  'attempts.option_order': {
    type: 'JsonText<Record<string, number[]>>',
    doc: "Option ids per question id, in this attempt's order.",
  },
  'attempts.score': {
    doc: 'numeric(5,1) as text; null until submitted, and always for evaluations.',
  },
  'attempt_answers.value': { type: 'JsonText<unknown>', doc: 'AnswerValue as JSON.' },
  'classes.company_id': {
    doc: "Always the program's company (enforced by a composite foreign key).",
  },
  'classes.starts_on': { type: 'CalendarDate', doc: 'Asia/Jakarta calendar day, inclusive.' },
  'classes.ends_on': { type: 'CalendarDate', doc: 'Asia/Jakarta calendar day, inclusive.' },
  'classes.mode': { type: onlineOffline },
  'class_members.added_at': createdAt,
  'login_attempts.scope': {
    doc: '`ip`, `ip_email`, `account`, `device`, `password_change` or `group_join`; with `key`, one counter.',
  },
  'security_events.kind': {
    doc: '`sign_in_failed`, `sign_in_rate_limited`, `unauthorized`, `forbidden`, `theme_changed`.',
  },
  'security_events.detail': { type: 'JsonText<Record<string, unknown>>' },
  'group_members.role': { type: "'leader' | 'member'" },
  'group_members.state': {
    type: "'active' | 'requested' | 'rejected'",
    doc: 'A request to join and its answer are the same row as the membership.',
  },
  'group_members.source': { type: "'creator' | 'code' | 'request' | 'added'" },
  'group_join_codes.code': { doc: 'GROUP_CODE_ALPHABET, 8 characters, stored upper-case.' },
  'group_join_codes.max_uses': { doc: 'Joins allowed in all; null = unlimited.' },
  'forum_modules.group_id': { doc: "The group's own discussion: its members read and write." },
  'companies.time_zone': { doc: 'IANA zone of the company calendar (days, weeks, months).' },
  'point_events.rule': {
    type: 'PointRule',
    doc: 'A key of POINT_RULES (contract/point-rules.ts).',
  },
  'point_events.source_key': { doc: 'What earned it: an id, or a day key for a day quiz.' },
  'point_events.subject': { type: 'JsonText<LocalizedText | null>', doc: 'Title when awarded.' },
  'point_events.day_key': { type: 'CalendarDate', doc: 'The company calendar day.' },
  'point_events.idempotency_key': { doc: 'rule:source:user:times-taken-back; unique.' },
  'point_totals.period': { type: 'PointPeriod' },
  'point_totals.listed': { doc: 'On the boards: a learner (member) who has not chosen hidden.' },
  'point_totals.period_key': { doc: "'all', a week's Monday (YYYY-MM-DD) or a month (YYYY-MM)." },
  'leaderboard_preferences.visibility': { type: 'BoardVisibility' },
  'review_cards.state': { doc: 'ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning.' },
  'daily_quizzes.day_key': { type: 'CalendarDate', doc: 'The company calendar day it belongs to.' },
  'daily_quiz_items.source': {
    type: 'DailyItemSource',
    doc: 'Why it was chosen: a due review, a question missed in a course quiz, or a new one.',
  },
  'daily_quiz_items.answer': { type: 'JsonText<AnswerValue>', doc: 'The first answer; final.' },
  'daily_streaks.last_day_key': { type: 'CalendarDate' },
  'daily_streaks.freezes': {
    doc: 'Earned one per 7 streak days, at most 2; spent on a missed day.',
  },
  'psychotest_attempts.instrument': { type: 'PsychotestId' },
  'psychotest_attempts.answers': {
    type: 'JsonText<Record<string, string>>',
    doc: "Item number -> '1'..'5', as saved; the newest answer per item wins.",
  },
  'psychotest_attempts.answer_times': {
    type: 'JsonText<Record<string, string>>',
    doc: 'Item number -> when it was answered (client clock): an older write never wins.',
  },
  'psychotest_attempts.result': {
    type: 'JsonText<PsychotestResult | null>',
    doc: 'Scored on submit with `version`; never re-scored.',
  },
  'daily_streak_freezes.day_key': { type: 'CalendarDate', doc: 'A missed day a freeze covered.' },
};
