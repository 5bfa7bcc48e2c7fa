import type { Attempt } from '@ajar/api/contract';

export interface AttemptReviewProps {
  /** A submitted attempt; its result's review lists each question's correct answers. */
  attempt: Attempt;
  /** Heading level of each question (the page's structure decides). */
  headingLevel?: 2 | 3;
}

// Stub: the read-only review of a submitted attempt is being written.
export function AttemptReview({ attempt }: AttemptReviewProps) {
  return <div data-attempt={attempt.id} />;
}
