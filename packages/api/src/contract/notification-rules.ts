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
};
