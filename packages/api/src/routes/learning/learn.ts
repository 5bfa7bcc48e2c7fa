import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../../auth/guard';
import type { TokenService } from '../../auth/tokens';
import { IdParam } from '../../contract/common';
import {
  LearnContent,
  LearnOutline,
  LearnParams,
  LearnProgress,
  type MeetingDetails,
} from '../../contract/learning';
import type { Schema } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { bearerSecurity, errors, json, route, router } from '../../http/openapi';
import {
  MARKABLE_TYPES,
  QUIZ_TYPES,
  contentStates,
  enrolmentView,
  markDone,
  nextContentId,
  requireEnrolment,
  type ContentState,
  type EnrolmentRow,
} from '../../learning/progress';
import { quizInfo } from '../../learning/quiz-info';
import { safeUrlOrNull } from '../../contract/urls';

/** Attendance opens this long before a meeting starts (and stays open afterwards). */
const ATTEND_EARLY_MS = 15 * 60_000;

const title = (s: { titleId: string; titleEn: string }) => ({ id: s.titleId, en: s.titleEn });

/** My state of one content of the course: 404 when it is not the course's, 403 when locked. */
async function openContent(db: Kysely<Schema>, enrolment: EnrolmentRow, contentId: number) {
  const states = await contentStates(db, enrolment);
  const index = states.findIndex((s) => s.id === contentId);
  const state = states[index];
  if (!state) throw notFound('content');
  if (state.status === 'locked') throw new ApiError(403, 'contentLocked', {}, 'content_locked');
  return { states, index, state };
}

const contentRow = (db: Kysely<Schema>, contentId: number) =>
  db
    .selectFrom('course_contents')
    .selectAll()
    .where('id', '=', contentId)
    .executeTakeFirstOrThrow();
type ContentRow = Awaited<ReturnType<typeof contentRow>>;

/** A meeting without a schedule has nothing to wait for, so it can be attended at once. */
const canAttend = (row: ContentRow, now: Date) =>
  row.meeting_starts_at === null ||
  now.getTime() >= row.meeting_starts_at.getTime() - ATTEND_EARLY_MS;

function meetingOf(state: ContentState, row: ContentRow, now: Date): MeetingDetails | null {
  if (state.type !== 'Meeting' || row.meeting_starts_at === null) return null;
  const startsAt = row.meeting_starts_at;
  const endsAt =
    row.meeting_ends_at ?? new Date(startsAt.getTime() + row.duration_minutes * 60_000);
  return {
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    mode: row.meeting_mode ?? (row.meeting_url ? 'online' : 'offline'),
    location: row.meeting_location,
    url: safeUrlOrNull(row.meeting_url),
    attended: state.status === 'done',
    canAttend: canAttend(row, now),
  };
}

/**
 * The course player for an enrolled learner: the outline with each content's status, one
 * content at a time, and marking reading contents done or a meeting attended. Contents open
 * in course order; a locked one answers 403 whether read or completed.
 */
export function learnRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // Mounted at /v1 beside other routers, so the guard names its own path ('/*' also matches
  // the outline itself).
  app.use('/courses/:id/learn/*', requireAuth(tokens, ROLES.learners));

  const base = { tags: ['Learning'], security: bearerSecurity };
  const failures = { 400: errors[400], 401: errors[401], 403: errors[403], 404: errors[404] };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getLearnOutline',
      path: '/courses/{id}/learn',
      summary: 'The player’s outline: sections, contents with my status, where to continue',
      request: { params: IdParam },
      responses: { 200: json(LearnOutline, 'The outline'), ...failures },
    }),
    async (c) => {
      const enrolment = await requireEnrolment(db, c.get('auth'), c.req.valid('param').id);
      const [course, sections, states] = await Promise.all([
        db
          .selectFrom('courses')
          .select(['id', 'title_id as titleId', 'title_en as titleEn'])
          .where('id', '=', enrolment.course_id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('course_sections')
          .select(['id', 'title_id as titleId', 'title_en as titleEn'])
          .where('course_id', '=', enrolment.course_id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        contentStates(db, enrolment),
      ]);
      const outline: LearnOutline = {
        course: { id: course.id, title: title(course) },
        enrolment: await enrolmentView(db, enrolment),
        sections: sections.map((section) => ({
          id: section.id,
          title: title(section),
          contents: states
            .filter((s) => s.sectionId === section.id)
            .map((s) => ({
              id: s.id,
              type: s.type,
              title: title(s),
              durationMinutes: s.durationMinutes,
              status: s.status,
            })),
        })),
        nextContentId: nextContentId(states),
      };
      return c.json(outline, 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getLearnContent',
      path: '/courses/{id}/learn/{contentId}',
      summary: 'One content in the player: text, media, meeting or quiz, and its neighbours',
      request: { params: LearnParams },
      responses: { 200: json(LearnContent, 'The content'), ...failures },
    }),
    async (c) => {
      const { id, contentId } = c.req.valid('param');
      const enrolment = await requireEnrolment(db, c.get('auth'), id);
      const { states, index, state } = await openContent(db, enrolment, contentId);
      const row = await contentRow(db, contentId);
      const hasBody = row.body_id !== null || row.body_en !== null;
      const content: LearnContent = {
        id: state.id,
        type: state.type,
        title: title(state),
        durationMinutes: state.durationMinutes,
        status: state.status,
        sectionId: state.sectionId,
        previousId: states[index - 1]?.id ?? null,
        nextId: states[index + 1]?.id ?? null,
        // A body written in one language only is shown in both rather than not at all.
        body: hasBody
          ? { id: row.body_id ?? row.body_en ?? '', en: row.body_en ?? row.body_id ?? '' }
          : null,
        videoUrl: safeUrlOrNull(row.video_url),
        pdfUrl: safeUrlOrNull(row.pdf_url),
        meeting: meetingOf(state, row, new Date()),
        quiz: QUIZ_TYPES.includes(state.type) ? await quizInfo(db, enrolment, contentId) : null,
      };
      return c.json(content, 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'completeLearnContent',
      path: '/courses/{id}/learn/{contentId}/complete',
      summary: 'Mark a reading content done or a meeting attended (repeating it is harmless)',
      description:
        'Quiz contents finish through their quiz (400 `content_not_completable`); a meeting opens 15 minutes before it starts (400 `meeting_not_open`); a locked content is 403 `content_locked`.',
      request: { params: LearnParams },
      responses: { 200: json(LearnProgress, 'The content’s status and my progress'), ...failures },
    }),
    async (c) => {
      const { id, contentId } = c.req.valid('param');
      const found = await requireEnrolment(db, c.get('auth'), id);
      const now = new Date();
      const progress = await db.transaction().execute(async (trx) => {
        // Locking my enrolment makes two completions at once count each other's progress.
        const current = await trx
          .selectFrom('enrolments')
          .selectAll()
          .where('id', '=', found.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const { state } = await openContent(trx, current, contentId);
        if (!MARKABLE_TYPES.includes(state.type) && state.type !== 'Meeting') {
          throw new ApiError(400, 'contentNotCompletable', {}, 'content_not_completable');
        }
        if (state.status !== 'done') {
          if (state.type === 'Meeting' && !canAttend(await contentRow(trx, contentId), now)) {
            throw new ApiError(400, 'meetingNotOpen', {}, 'meeting_not_open');
          }
          await markDone(trx, current, contentId, now);
        }
        const enrolment = await trx
          .selectFrom('enrolments')
          .selectAll()
          .where('id', '=', found.id)
          .executeTakeFirstOrThrow();
        const states = await contentStates(trx, enrolment);
        const result: LearnProgress = {
          contentId,
          status: states.find((s) => s.id === contentId)?.status ?? 'done',
          enrolment: await enrolmentView(trx, enrolment),
          nextContentId: nextContentId(states),
        };
        return result;
      });
      return c.json(progress, 200);
    },
  );
  return app;
}
