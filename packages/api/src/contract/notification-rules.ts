// No zod here: the app imports these by value (a zod import would bring zod to the page).

/** What happened, as a notification's type. */
export const NOTIFICATION_TYPES = [
  'course.enrolled',
  'course.assigned',
  'quiz.graded',
  'certificate.issued',
  'event.registered',
  'event.reminder',
  'forum.reply',
  'forum.mention',
  'forum.accepted',
  'forum.thread',
  'group.added',
  'training.requested',
  'training.decided',
  'team.question.asked',
  'team.question.answered',
  'course.overdue',
  'team.course.overdue',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types come in groups; a learner turns push on or off per group (in the app, always on). */
export const NOTIFICATION_GROUPS = ['learning', 'events', 'community'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_GROUP_OF: Record<NotificationType, NotificationGroup> = {
  'course.enrolled': 'learning',
  'course.assigned': 'learning',
  'quiz.graded': 'learning',
  'certificate.issued': 'learning',
  'event.registered': 'events',
  'event.reminder': 'events',
  'forum.reply': 'community',
  'forum.mention': 'community',
  'forum.accepted': 'community',
  'forum.thread': 'community',
  'group.added': 'community',
  'training.requested': 'learning',
  'training.decided': 'learning',
  'team.question.asked': 'learning',
  'team.question.answered': 'learning',
  'course.overdue': 'learning',
  'team.course.overdue': 'learning',
};

/**
 * An assigned course past its due date is told to the person and their supervisor once, by a
 * job that runs every minute. Only within this many days of the due date: older ones (on the
 * first deploy, or after a long stop) were already seen on the dashboard and team pages, and a
 * burst of stale notices would bury the current ones.
 */
export const OVERDUE_NOTICE_WINDOW_DAYS = 30;
