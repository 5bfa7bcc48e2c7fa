import type { ContentType } from '../contract/content-types';
import type { FinalQuizStatus } from '../contract/quiz-rules';
import type { ContentStatus, ENROLMENT_SOURCES } from '../contract/learning';

/**
 * The learning rules that need no database, shared by the player, the quiz engine and the
 * score pages: contents open in course order, and which contents a learner marks done.
 */

export interface EnrolmentRow {
  id: number;
  company_id: number;
  course_id: number;
  user_id: number;
  source: (typeof ENROLMENT_SOURCES)[number];
  progress: number;
  completed_at: Date | null;
  last_activity_at: Date;
  created_at: Date;
}

export interface OrderedContent {
  id: number;
  sectionId: number;
  type: ContentType;
  titleId: string;
  titleEn: string;
  durationMinutes: number;
}

export interface ContentState extends OrderedContent {
  status: ContentStatus;
  completedAt: Date | null;
}

/** Reading contents are done when the learner marks them; the rest finish by their own rule. */
export const MARKABLE_TYPES: readonly ContentType[] = [
  'Module',
  'Sub Module',
  'Module Summary',
  'Course Summary',
];

/**
 * Each content's status: done when completed, inProgress for a quiz with an open attempt or a
 * final quiz tried but not passed, otherwise available when everything before it is done and
 * locked when not.
 */
export function statesOf(
  contents: readonly OrderedContent[],
  completed: ReadonlyMap<number, Date>,
  started: ReadonlySet<number>,
): ContentState[] {
  let open = true;
  return contents.map((content) => {
    const completedAt = completed.get(content.id) ?? null;
    let status: ContentStatus;
    if (completedAt) status = 'done';
    else if (!open) status = 'locked';
    else status = started.has(content.id) ? 'inProgress' : 'available';
    if (!completedAt) open = false;
    return { ...content, status, completedAt };
  });
}

/** The first content not done, where "continue" leads. */
export const nextContentId = (states: readonly ContentState[]): number | null =>
  states.find((s) => s.status !== 'done')?.id ?? null;

export interface FinalQuizOutcome {
  status: FinalQuizStatus;
  /** Whether any final quiz attempt was submitted: NotPassed without one means "not yet". */
  attempted: boolean;
}

/**
 * NoFinalQuiz when the course has none; Passed when any submitted attempt at one passed,
 * else NotPassed, with whether one was submitted at all.
 */
export function finalQuizOutcomeOf(
  finalQuizCount: number,
  attempts: { submitted: number; passed: number },
): FinalQuizOutcome {
  if (finalQuizCount === 0) return { status: 'NoFinalQuiz', attempted: false };
  return {
    status: attempts.passed > 0 ? 'Passed' : 'NotPassed',
    attempted: attempts.submitted > 0,
  };
}
