import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@ajar/ui';
import type { EvaluationTraining } from '@ajar/api/contract';
import { AppLink } from '../../../shared/shell/AppLink';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import { detailPath, trainingValue } from '../shared/evaluationKeys';
import { useTrainingName } from '../shared/useTrainingName';
import { isOpen } from './evaluationValues';

interface TrainingChoiceProps {
  member: { id: number; name: string };
  trainings: readonly EvaluationTraining[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isDisabled: boolean;
  ref: Ref<HTMLSelectElement>;
}

/**
 * The completed training the evaluation is about. One evaluated with this form already is
 * shown but cannot be chosen; each such evaluation is linked under the choice.
 */
export function TrainingChoice({
  member,
  trainings,
  value,
  onChange,
  error,
  isDisabled,
  ref,
}: TrainingChoiceProps) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const trainingName = useTrainingName();
  const options = trainings.map((training) => {
    const label = t('teamEvaluations.form.option', {
      training: trainingName(training),
      date: training.completedOn ? format.shortDay(training.completedOn) : '',
    });
    return {
      value: trainingValue(training),
      label: isOpen(training) ? label : t('teamEvaluations.form.optionDone', { training: label }),
      isDisabled: !isOpen(training),
    };
  });
  const evaluated = trainings.filter((training) => !isOpen(training));
  return (
    <>
      <Select
        ref={ref}
        name="training"
        label={t('teamEvaluations.form.trainingLabel')}
        hint={t('teamEvaluations.form.trainingHint', { name: member.name })}
        placeholder={t('teamEvaluations.form.trainingChoose')}
        options={options}
        isRequired
        isDisabled={isDisabled}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        error={error}
      />
      {evaluated.length > 0 && (
        <div>
          <p>{t('teamEvaluations.form.evaluatedLead')}</p>
          <ul>
            {evaluated.map((training) => (
              <li key={trainingValue(training)}>
                <AppLink to={detailPath(member.id, training.evaluationId ?? 0)}>
                  {trainingName(training)}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
