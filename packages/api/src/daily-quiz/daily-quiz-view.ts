import type { DailyQuiz } from '../contract/daily-quiz';
import type { AnswerValue } from '../contract/quiz';
import { questionReview, questionShown } from '../quiz/attempt-view';
import type { QuestionData } from '../quiz/quiz.queries';
import type { DailyQuizRow, itemsOf } from './daily-quiz.queries';

type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/**
 * The learner's view of a daily quiz: each answered question comes with its review (right or
 * wrong, the right answer, the explanation); an unanswered one reveals nothing.
 */
export function dailyQuizView(
  quiz: DailyQuizRow,
  items: readonly ItemRow[],
  questions: readonly QuestionData[],
  pointsEarned: number | null,
): DailyQuiz {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    id: quiz.id,
    day: quiz.day,
    status: quiz.finished_at === null ? 'open' : 'done',
    startedAt: quiz.started_at.toISOString(),
    finishedAt: quiz.finished_at?.toISOString() ?? null,
    correctCount: items.filter((i) => i.is_correct === true).length,
    pointsEarned: quiz.finished_at === null ? null : pointsEarned,
    items: items.flatMap((item) => {
      const question = byId.get(item.question_id);
      if (!question) return [];
      const answer = item.answered_at === null ? null : (item.answer as AnswerValue);
      return [
        {
          position: item.position,
          source: item.source,
          question: questionShown(question),
          course: {
            id: item.courseId,
            title: { id: item.courseTitleId, en: item.courseTitleEn },
          },
          answer,
          feedback: answer === null ? null : questionReview(question, answer),
        },
      ];
    }),
  };
}
