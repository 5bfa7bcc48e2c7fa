import type { LearnContent, LocalizedText, QuizInfo } from '@ajar/api/contract';
import type { ContentType } from '@ajar/api/contract/content-types';

/** The showcase course of the seed, whose quizzes these are. */
export const leadershipCourse = {
  id: 1,
  title: { id: 'Dasar Kepemimpinan Tim', en: 'Team Leadership Fundamentals' },
};

export const finalQuiz: QuizInfo = {
  id: 31,
  kind: 0,
  questionCount: 6,
  timeLimitSeconds: 600,
  maxAttempts: 3,
  attemptsUsed: 0,
  passThreshold: 70,
  review: 'afterPassedOrLastAttempt',
  bestScore: null,
  passed: null,
  openAttemptId: null,
};

export const postTest: QuizInfo = {
  id: 30,
  kind: 0,
  questionCount: 5,
  timeLimitSeconds: null,
  maxAttempts: 3,
  attemptsUsed: 1,
  passThreshold: 50,
  review: 'afterPassedOrLastAttempt',
  bestScore: 40,
  passed: false,
  openAttemptId: null,
};

export const preTest: QuizInfo = {
  ...postTest,
  id: 29,
  maxAttempts: 1,
  attemptsUsed: 0,
  review: 'never',
  bestScore: null,
  passed: null,
};

export const evaluation: QuizInfo = {
  id: 32,
  kind: 1,
  questionCount: 4,
  timeLimitSeconds: null,
  maxAttempts: 1,
  attemptsUsed: 0,
  passThreshold: 0,
  review: 'never',
  bestScore: null,
  passed: null,
  openAttemptId: null,
};

function quizContent(
  id: number,
  type: ContentType,
  title: LocalizedText,
  quiz: QuizInfo,
  durationMinutes: number,
): LearnContent {
  return {
    id,
    type,
    title,
    durationMinutes,
    status: 'available',
    sectionId: type === 'Post Test' ? 3 : 4,
    previousId: id - 1,
    nextId: type === 'Evaluation' ? null : id + 1,
    body: null,
    videoUrl: null,
    pdfUrl: null,
    meeting: null,
    quiz,
  };
}

export const finalQuizContent = (quiz: Partial<QuizInfo> = {}) =>
  quizContent(
    14,
    'Final Quiz',
    { id: 'Kuis Akhir Kepemimpinan Tim', en: 'Team Leadership Final Quiz' },
    { ...finalQuiz, ...quiz },
    30,
  );

export const postTestContent = (quiz: Partial<QuizInfo> = {}) =>
  quizContent(
    11,
    'Post Test',
    { id: 'Tes Akhir Modul Kepemimpinan', en: 'Leadership Post-test' },
    { ...postTest, ...quiz },
    15,
  );

export const preTestContent = (quiz: Partial<QuizInfo> = {}) =>
  quizContent(
    10,
    'Pre Test',
    { id: 'Tes Awal: Gaya Kepemimpinan Anda', en: 'Pre-test: Your Leadership Style' },
    { ...preTest, ...quiz },
    15,
  );

export const evaluationContent = (quiz: Partial<QuizInfo> = {}) =>
  quizContent(
    15,
    'Evaluation',
    { id: 'Evaluasi Pelatihan', en: 'Training Evaluation' },
    { ...evaluation, ...quiz },
    10,
  );
