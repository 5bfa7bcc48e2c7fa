import { useTranslation } from 'react-i18next';
import { Badge, progressState, type BadgeTone, type ProgressState } from '@ajar/ui';
import type { ContentStatus, Enrolment } from '@ajar/api/contract';
import { finalQuizState, type FinalQuizState } from './finalQuizState';
import { useFormatScore } from './format';

const FINAL_TONE = {
  NoFinalQuiz: 'neutral',
  Passed: 'success',
  NotPassed: 'danger',
  NotTaken: 'neutral',
} as const satisfies Record<FinalQuizState, BadgeTone>;

/** The course's final quiz outcome in words: "Lulus ujian akhir", or "Lulus" where labelled. */
export function FinalQuizBadge({
  enrolment,
  isShort = false,
}: {
  enrolment: Pick<Enrolment, 'finalQuiz' | 'finalQuizAttempted'>;
  isShort?: boolean;
}) {
  const { t } = useTranslation();
  const status = finalQuizState(enrolment);
  return (
    <Badge tone={FINAL_TONE[status]}>
      {isShort ? t(`myCourses.finalQuizShort.${status}`) : t(`myCourses.finalQuiz.${status}`)}
    </Badge>
  );
}

const STATUS_TONE = {
  locked: 'neutral',
  available: 'neutral',
  inProgress: 'info',
  done: 'success',
} as const satisfies Record<ContentStatus, BadgeTone>;

/** Where the learner is with one content: locked, not started, in progress or done. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`myCourses.status.${status}`)}</Badge>;
}

/** The server's pass decision on a quiz, in words. */
export function PassedBadge({ isPassed }: { isPassed: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={isPassed ? 'success' : 'danger'}>
      {t(isPassed ? 'myCourses.finalQuizShort.Passed' : 'myCourses.finalQuizShort.NotPassed')}
    </Badge>
  );
}

const SCORE_TONE = {
  empty: 'neutral',
  fail: 'danger',
  pass: 'success',
} as const satisfies Record<ProgressState, BadgeTone>;

/**
 * A score in the progress colours: grey at 0, red below the pass mark, green from it. A
 * baseline (pre test) is only a number, always grey: it is not measured against the mark.
 */
export function ScoreBadge({
  score,
  threshold,
  isBaseline = false,
}: {
  score: number;
  threshold: number;
  isBaseline?: boolean;
}) {
  const formatScore = useFormatScore();
  const tone = isBaseline ? 'neutral' : SCORE_TONE[progressState(score, threshold)];
  return <Badge tone={tone}>{formatScore(score)}</Badge>;
}
