import type { LearnContent } from '@ajar/api/contract';

export interface QuizPanelProps {
  courseId: number;
  /** A quiz content (Pre Test, Post Test, Final Quiz, Evaluation) with `quiz` set. */
  content: LearnContent;
  /** Called after a submit changed the learner's progress (the player refreshes its outline). */
  onFinished?: () => void;
}

// Stub: the quiz player (intro, taking with offline-safe answers, result) is being written.
export function QuizPanel({ content }: QuizPanelProps) {
  return <div data-quiz-content={content.id} />;
}
