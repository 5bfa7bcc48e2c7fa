import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import type { EvaluationTraining } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { detailPath } from '../shared/evaluationKeys';

/**
 * The API refused: someone evaluated this training with this form meanwhile (another tab,
 * the previous supervisor). Said where the form starts, focused, with the way to that
 * evaluation once the form's fresh read names it.
 */
export function AlreadyEvaluated({
  member,
  training,
}: {
  member: { id: number; name: string };
  training: EvaluationTraining | undefined;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const evaluationId = training?.evaluationId ?? null;
  return (
    <Callout
      ref={ref}
      role="alert"
      tabIndex={-1}
      tone="warning"
      title={t('teamEvaluations.form.already', { name: member.name })}
      headingLevel={3}
      actions={
        evaluationId !== null && (
          <AppLink to={detailPath(member.id, evaluationId)}>
            {t('teamEvaluations.form.alreadyLink')}
          </AppLink>
        )
      }
    >
      {t('teamEvaluations.form.alreadyHint')}
    </Callout>
  );
}
