import { z } from '@hono/zod-openapi';
import { IdNumber, LocalizedText, MAX_ID, orNull, positiveIntText, safeString } from './common';
import {
  FORUM_FLAG_REASONS,
  FORUM_LIMITS,
  FORUM_REACTIONS,
  FORUM_THREAD_FILTERS,
  FORUM_THREAD_KINDS,
} from './forum-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });

export const ForumAuthor = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi('ForumAuthor');

export const ForumTopicSummary = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    description: LocalizedText,
    threadCount: z.number().int(),
    postCount: z.number().int(),
    lastPostAt: orNull(dateTime()),
    /** Threads with posts I have not read; null for a visitor. */
    unreadThreads: orNull(z.number().int()),
    isLocked: z.boolean(),
  })
  .openapi('ForumTopicSummary');
export type ForumTopicSummary = z.infer<typeof ForumTopicSummary>;

export const ForumModule = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    description: LocalizedText,
    /** The course this area belongs to, when it is a course's forum. */
    courseId: orNull(z.number().int()),
    isPublic: z.boolean(),
    topics: z.array(ForumTopicSummary),
  })
  .openapi('ForumModule');
export type ForumModule = z.infer<typeof ForumModule>;

export const ForumModuleList = z.object({ items: z.array(ForumModule) }).openapi('ForumModuleList');
export type ForumModuleList = z.infer<typeof ForumModuleList>;

const PlaceRef = z.object({ id: z.number().int(), title: LocalizedText });

export const ForumThreadSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(FORUM_THREAD_KINDS),
    author: ForumAuthor,
    createdAt: dateTime(),
    /** Posts after the opening one. */
    replyCount: z.number().int(),
    lastPostAt: dateTime(),
    isPinned: z.boolean(),
    isLocked: z.boolean(),
    isAnswered: z.boolean(),
    /** Posts I have not read yet (0 when all are read); null for a visitor. */
    unreadPosts: orNull(z.number().int()),
    /** The first post I have not read, for "jump to first unread"; null when none or a visitor. */
    firstUnreadPostNumber: orNull(z.number().int()),
  })
  .openapi('ForumThreadSummary');
export type ForumThreadSummary = z.infer<typeof ForumThreadSummary>;

export const ForumTopicPage = z
  .object({
    topic: PlaceRef.extend({
      description: LocalizedText,
      isLocked: z.boolean(),
      /** I am told of new threads here; false for a visitor. */
      isFollowing: z.boolean(),
    }),
    module: PlaceRef,
    /** Whether I may start a thread here (signed in, and the topic open or I am staff). */
    canStartThread: z.boolean(),
    items: z.array(ForumThreadSummary),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('ForumTopicPage');
export type ForumTopicPage = z.infer<typeof ForumTopicPage>;

export const ForumTopicQuery = z.object({
  page: positiveIntText().default(1),
  filter: z.enum(FORUM_THREAD_FILTERS).default('all'),
  q: safeString().trim().max(FORUM_LIMITS.searchMaxLength).optional().openapi({
    description: "Words in a thread's title or posts (Indonesian and English stemming)",
  }),
});

export const ForumSearchQuery = z.object({
  q: safeString()
    .trim()
    .min(FORUM_LIMITS.searchMinLength)
    .max(FORUM_LIMITS.searchMaxLength)
    .openapi({
      description: "Words in a thread's title or posts (Indonesian and English stemming)",
    }),
  page: positiveIntText().default(1),
});

export const ForumSearchPage = z
  .object({
    q: z.string(),
    items: z.array(ForumThreadSummary.extend({ topic: PlaceRef })),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('ForumSearchPage');
export type ForumSearchPage = z.infer<typeof ForumSearchPage>;

export const ForumTopicFollowing = z
  .strictObject({ following: z.boolean() })
  .openapi('ForumTopicFollowing');
export type ForumTopicFollowing = z.infer<typeof ForumTopicFollowing>;

export const ForumTopicRead = z
  .object({ threadsMarked: z.number().int() })
  .openapi('ForumTopicRead');
export type ForumTopicRead = z.infer<typeof ForumTopicRead>;

export const ForumPeopleQuery = z.object({
  q: safeString().trim().max(FORUM_LIMITS.mentionQueryMaxLength).default('').openapi({
    description: 'The start of a word of the name, as typed after "@"',
  }),
});

/** People who may read an area, offered while writing "@name" there. */
export const ForumPeople = z.object({ people: z.array(ForumAuthor) }).openapi('ForumPeople');
export type ForumPeople = z.infer<typeof ForumPeople>;

export const ForumReactionCount = z
  .object({ kind: z.enum(FORUM_REACTIONS), count: z.number().int(), mine: z.boolean() })
  .openapi('ForumReactionCount');

export const ForumPost = z
  .object({
    id: z.number().int(),
    postNumber: z.number().int(),
    replyToPostNumber: orNull(z.number().int()),
    author: ForumAuthor,
    /** Sanitised on the server; render it through the same sanitiser. Empty when hidden. */
    bodyHtml: z.string(),
    createdAt: dateTime(),
    editedAt: orNull(dateTime()),
    /** Hidden by a moderator: only its author and staff still see the text. */
    isHidden: z.boolean(),
    reactions: z.array(ForumReactionCount),
    canEdit: z.boolean(),
  })
  .openapi('ForumPost');
export type ForumPost = z.infer<typeof ForumPost>;

/** One earlier text of a post, kept when it was changed (the edit history). */
export const ForumPostRevision = z
  .object({
    /** 1 is the text as first posted. */
    version: z.number().int(),
    /** Sanitised on the server; render it through the same sanitiser. */
    bodyHtml: z.string(),
    /** When this text was replaced, and by whom (the writer or a moderator). */
    replacedAt: dateTime(),
    replacedBy: orNull(ForumAuthor),
  })
  .openapi('ForumPostRevision');
export type ForumPostRevision = z.infer<typeof ForumPostRevision>;

export const ForumPostRevisionList = z
  .object({ revisions: z.array(ForumPostRevision) })
  .openapi('ForumPostRevisionList');
export type ForumPostRevisionList = z.infer<typeof ForumPostRevisionList>;

export const ForumThread = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(FORUM_THREAD_KINDS),
    author: ForumAuthor,
    topic: PlaceRef,
    module: PlaceRef,
    createdAt: dateTime(),
    postCount: z.number().int(),
    highestPostNumber: z.number().int(),
    acceptedPostNumber: orNull(z.number().int()),
    isPinned: z.boolean(),
    isLocked: z.boolean(),
    /** My reading state; null for a visitor. */
    lastReadPostNumber: orNull(z.number().int()),
    isFollowing: z.boolean(),
    canReply: z.boolean(),
    /** The asker or staff may accept an answer to a question. */
    canAccept: z.boolean(),
    canModerate: z.boolean(),
  })
  .openapi('ForumThread');
export type ForumThread = z.infer<typeof ForumThread>;

export const ForumThreadPage = z
  .object({
    thread: ForumThread,
    /** The posts of this page: numbers (page-1)*pageSize+1 to page*pageSize. */
    posts: z.array(ForumPost),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('ForumThreadPage');
export type ForumThreadPage = z.infer<typeof ForumThreadPage>;

export const ForumThreadQuery = z.object({
  page: positiveIntText().optional().openapi({
    description: 'Defaults to the page of my first unread post, or the first page',
  }),
});

const Body = safeString()
  .min(1)
  .max(FORUM_LIMITS.bodyMaxHtmlBytes)
  .openapi({ description: 'HTML from the editor; sanitised by the server before it is stored' });

export const CreateForumThreadRequest = z
  .strictObject({
    title: safeString().trim().min(FORUM_LIMITS.titleMinLength).max(FORUM_LIMITS.titleMaxLength),
    kind: z.enum(FORUM_THREAD_KINDS),
    html: Body,
  })
  .openapi('CreateForumThreadRequest', {
    example: {
      title: 'Cara membuat laporan penjualan bulanan di Excel?',
      kind: 'question',
      html: '<p>Saya ingin merangkum penjualan per cabang. Rumus apa yang dipakai?</p>',
    },
  });
export type CreateForumThreadRequest = z.infer<typeof CreateForumThreadRequest>;

export const CreateForumPostRequest = z
  .strictObject({
    html: Body,
    replyToPostNumber: z.number().int().min(1).max(MAX_ID).optional(),
  })
  .openapi('CreateForumPostRequest', { example: { html: '<p>Coba pakai PivotTable.</p>' } });
export type CreateForumPostRequest = z.infer<typeof CreateForumPostRequest>;

export const ForumReadRequest = z
  .strictObject({ postNumber: z.number().int().min(1).max(MAX_ID) })
  .openapi('ForumReadRequest');

export const ForumReadState = z
  .object({ lastReadPostNumber: z.number().int() })
  .openapi('ForumReadState');

export const ForumAcceptRequest = z
  .strictObject({ postNumber: orNull(z.number().int().min(2).max(MAX_ID)) })
  .openapi('ForumAcceptRequest', {
    description: 'The answer to accept (a reply, not the question); null to accept none',
  });

export const ForumFollowRequest = z
  .strictObject({ following: z.boolean() })
  .openapi('ForumFollowRequest');

export const ForumReactionRequest = z
  .strictObject({ kind: z.enum(FORUM_REACTIONS), on: z.boolean() })
  .openapi('ForumReactionRequest');

export const ForumFlagRequest = z
  .strictObject({
    reason: z.enum(FORUM_FLAG_REASONS),
    note: safeString().trim().max(FORUM_LIMITS.flagNoteMaxLength).default(''),
  })
  .openapi('ForumFlagRequest');

export const ForumReport = z
  .object({
    reported: z.literal(true),
    /** False when I had reported this post already (nothing changed). */
    created: z.boolean(),
  })
  .openapi('ForumReport');
export type ForumReport = z.infer<typeof ForumReport>;

/** The `posts` frame of a thread's stream: how far the thread now goes. */
export interface ForumThreadChangedEvent {
  highestPostNumber: number;
  postCount: number;
}

export const ForumThreadModeration = z
  .strictObject({
    pinned: z.boolean().optional(),
    locked: z.boolean().optional(),
    /** Moves the thread, with its posts and reading state, to another topic of the company. */
    topicId: IdNumber.optional(),
  })
  .refine((body) => Object.keys(body).length > 0)
  .openapi('ForumThreadModeration', { example: { pinned: true } });

export const ForumPostVisibility = z
  .strictObject({ hidden: z.boolean() })
  .openapi('ForumPostVisibility');

export const ForumReportedPost = z
  .object({
    postId: z.number().int(),
    postNumber: z.number().int(),
    threadId: z.number().int(),
    threadTitle: z.string(),
    authorName: z.string(),
    /** The post's plain text, cut to an excerpt. */
    excerpt: z.string(),
    isHidden: z.boolean(),
    reports: z.number().int(),
    reasons: z.array(z.enum(FORUM_FLAG_REASONS)),
    firstReportedAt: dateTime(),
  })
  .openapi('ForumReportedPost');
export type ForumReportedPost = z.infer<typeof ForumReportedPost>;

export const ForumReviewQueue = z
  .object({ items: z.array(ForumReportedPost) })
  .openapi('ForumReviewQueue');
export type ForumReviewQueue = z.infer<typeof ForumReviewQueue>;

export const ForumReportResolution = z
  .strictObject({ action: z.enum(['hide', 'dismiss']) })
  .openapi('ForumReportResolution', {
    description: '`hide`: the reports were right, the post is hidden; `dismiss`: the post stays',
  });

export const ForumReportDecision = z
  .object({ resolved: z.number().int().openapi({ description: 'Reports closed by it' }) })
  .openapi('ForumReportDecision');

export const EditForumPostRequest = z
  .strictObject({ html: Body })
  .openapi('EditForumPostRequest', { example: { html: '<p>Sudah saya perbaiki.</p>' } });
