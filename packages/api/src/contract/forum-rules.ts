// No zod here: the app imports these by value (its forms check the same limits).
import { ROLE, STAFF_ROLES, type RoleId } from './roles';

/** Who moderates the forum (pin, lock, hide, the review queue): staff, and superadmins. */
export const FORUM_MODERATOR_ROLES: readonly RoleId[] = [...STAFF_ROLES, ROLE.superadmin];

/** A question can have one accepted answer; a discussion has none. */
export const FORUM_THREAD_KINDS = ['question', 'discussion'] as const;
export type ForumThreadKind = (typeof FORUM_THREAD_KINDS)[number];

/** A small fixed set, so people acknowledge a post without "+1" replies. */
export const FORUM_REACTIONS = ['like', 'love', 'celebrate', 'laugh', 'think', 'clap'] as const;
export type ForumReaction = (typeof FORUM_REACTIONS)[number];

export const FORUM_FLAG_REASONS = [
  'spam',
  'inappropriate',
  'off_topic',
  'personal_data',
  'other',
] as const;
export type ForumFlagReason = (typeof FORUM_FLAG_REASONS)[number];

/** What a topic's thread list can be narrowed to. */
export const FORUM_THREAD_FILTERS = ['all', 'unanswered', 'answered', 'mine', 'following'] as const;
export type ForumThreadFilter = (typeof FORUM_THREAD_FILTERS)[number];

export const FORUM_LIMITS = {
  titleMinLength: 5,
  titleMaxLength: 150,
  /** Characters of text a post may have (what a reader reads, not its markup). */
  bodyMaxLength: 10_000,
  /** Bytes of HTML a post may send: ample for the text above with its formatting. */
  bodyMaxHtmlBytes: 60_000,
  /** Mentions notified per post; more are kept as text but notify nobody. */
  mentionsPerPost: 10,
  /** People offered at once while typing "@name"; a longer name narrows the list. */
  mentionSuggestions: 8,
  mentionQueryMaxLength: 50,
  /** Posts per page of a thread: a page is a range of post numbers, however long the thread. */
  postsPerPage: 20,
  threadsPerPage: 20,
  /** An author may edit their own post for this long; staff may edit any post any time. */
  editWindowMinutes: 60,
  /** A brand-new account (younger than this) may only post so much a day. */
  newAccountHours: 24,
  newAccountThreadsPerDay: 3,
  newAccountPostsPerDay: 10,
  /** Anyone: at most this many posts in the window (a flood guard, not a quota). */
  postsPerWindow: 5,
  postWindowSeconds: 60,
  flagNoteMaxLength: 500,
  searchMaxLength: 100,
  /** A search of the whole forum needs a word of at least this many characters. */
  searchMinLength: 2,
} as const;

/** Where a thread (and one of its posts) is read in the app. */
export function forumThreadPath(threadId: number, postNumber?: number): string {
  const base = `/forum/topic/thread?id=${threadId}`;
  return postNumber && postNumber > 1 ? `${base}&post=${postNumber}` : base;
}

/** The page of a thread that holds a post. */
export const forumPageOf = (postNumber: number) =>
  Math.max(1, Math.ceil(postNumber / FORUM_LIMITS.postsPerPage));
