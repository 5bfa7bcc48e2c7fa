import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type {
  LearnContent,
  LearnOutline,
  LearnProgress,
  MeetingDetails,
} from '../contract/learning';
import { safeUrlOrNull } from '../contract/urls';
import { isQuizContent } from '../contract/content-types';
import { ATTENDANCE_OPENS_BEFORE_MS } from '../contract/durations';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { MARKABLE_TYPES, nextContentId, type ContentState, type EnrolmentRow } from './progress';
import { courseSections, courseTitle, enrolmentById } from './progress.queries';
import { contentStates, enrolmentView, markDone, requireEnrolment } from './progress.service';
import { contentRow, type ContentRow } from './learn.queries';
import { quizInfo } from './quiz-info.service';

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

/** A meeting without a schedule has nothing to wait for, so it can be attended at once. */
const canAttend = (row: ContentRow, now: Date) =>
  row.meeting_starts_at === null ||
  now.getTime() >= row.meeting_starts_at.getTime() - ATTENDANCE_OPENS_BEFORE_MS;

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

/** The player's outline: sections, contents with my status, where to continue. */
export async function learnOutline(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<LearnOutline> {
  const enrolment = await requireEnrolment(db, auth, courseId);
  const [course, sections, states] = await Promise.all([
    courseTitle(db, enrolment.course_id),
    courseSections(db, enrolment.course_id),
    contentStates(db, enrolment),
  ]);
  return {
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
}

/** One content in the player, with its neighbours; 403 while it is locked. */
export async function learnContent(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
  contentId: number,
  now: Date,
): Promise<LearnContent> {
  const enrolment = await requireEnrolment(db, auth, courseId);
  const { states, index, state } = await openContent(db, enrolment, contentId);
  const row = await contentRow(db, contentId);
  const hasBody = row.body_id !== null || row.body_en !== null;
  return {
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
    meeting: meetingOf(state, row, now),
    quiz: isQuizContent(state.type) ? await quizInfo(db, enrolment, contentId) : null,
  };
}

/**
 * Marks a reading content done or a meeting attended (repeating it is harmless). Quiz
 * contents finish through their quiz; a meeting opens 15 minutes before it starts.
 */
export async function completeContent(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
  contentId: number,
  now: Date,
): Promise<LearnProgress> {
  const found = await requireEnrolment(db, auth, courseId);
  return db.transaction().execute(async (trx) => {
    // Locking my enrolment makes two completions at once count each other's progress.
    const current = await enrolmentById(trx, found.id, { forUpdate: true });
    const { state } = await openContent(trx, current, contentId);
    if (!MARKABLE_TYPES.includes(state.type) && state.type !== 'Meeting') {
      throw new ApiError(400, 'contentNotCompletable', {}, 'content_not_completable');
    }
    if (state.status !== 'done') {
      if (state.type === 'Meeting' && !canAttend(await contentRow(trx, contentId), now)) {
        throw new ApiError(
          400,
          'meetingNotOpen',
          { n: ATTENDANCE_OPENS_BEFORE_MS / 60_000 },
          'meeting_not_open',
        );
      }
      await markDone(trx, current, contentId, now);
    }
    const enrolment = await enrolmentById(trx, found.id);
    const states = await contentStates(trx, enrolment);
    return {
      contentId,
      status: states.find((s) => s.id === contentId)?.status ?? 'done',
      enrolment: await enrolmentView(trx, enrolment),
      nextContentId: nextContentId(states),
    };
  });
}
