import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import type { ReviewWithheld } from '@ajar/api/contract';

interface ReviewWithheldNoticeProps {
  reason: ReviewWithheld;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Why a submitted quiz shows no right answers: never for this quiz, or not until the learner
 * passes or has used the last attempt (so a retry is not answered from the review).
 */
export function ReviewWithheldNotice({ reason, headingLevel = 3 }: ReviewWithheldNoticeProps) {
  const { t } = useTranslation();
  return (
    <Callout
      tone="info"
      headingLevel={headingLevel}
      title={t(reason === 'never' ? 'quiz.review.unavailableTitle' : 'quiz.review.withheldTitle')}
    >
      {t(reason === 'never' ? 'quiz.review.unavailable' : 'quiz.review.withheld')}
    </Callout>
  );
}
