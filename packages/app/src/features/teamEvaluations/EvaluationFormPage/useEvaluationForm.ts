import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationFormView } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import {
  checkEvaluation,
  evaluationBody,
  hasProblems,
  NO_PROBLEMS,
  type EvaluationValues,
} from './evaluationValues';
import { useSubmitEvaluation } from './useSubmitEvaluation';

/**
 * The form's values and what a submit found: checked in the browser first (from then on the
 * problems follow each change), then sent. Whatever the answer, the values stay as they were.
 * `checks` counts the refused submits, for the page to move focus to the first problem. A
 * refusal of the training lands on it; a 409 (evaluated meanwhile) and anything else above.
 */
export function useEvaluationForm(view: EvaluationFormView, initialTraining: string) {
  const { t } = useTranslation();
  const { send, refresh } = useSubmitEvaluation(view);
  const [values, setValues] = useState<EvaluationValues>({
    training: initialTraining,
    ratings: {},
    comment: '',
  });
  const [isChecked, setChecked] = useState(false);
  const [checks, setChecks] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [isAlready, setAlready] = useState(false);
  // The API's own words on the training (no longer completed, say): shown on the choice.
  const [trainingRefusal, setTrainingRefusal] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const check = (next: EvaluationValues) => checkEvaluation(next, view.statements, view.trainings);
  const found = isChecked ? check(values) : NO_PROBLEMS;
  const problems = { ...found, training: found.training || trainingRefusal !== null };

  async function submit() {
    setFailure(null);
    setAlready(false);
    setTrainingRefusal(null);
    setChecked(true);
    if (hasProblems(check(values))) return setChecks((n) => n + 1);
    setBusy(true);
    try {
      await send(evaluationBody(values, view.trainings));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setAlready(true);
        void refresh();
      } else if (error instanceof ApiRequestError && error.field === 'training') {
        setTrainingRefusal(error.message);
        setChecks((n) => n + 1);
        void refresh();
      } else
        setFailure(error instanceof ApiRequestError ? error.message : t('teamEvaluations.failed'));
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    change: (patch: Partial<EvaluationValues>) => {
      if (patch.training !== undefined) setTrainingRefusal(null);
      setValues((v) => ({ ...v, ...patch }));
    },
    rate: (statementId: number, point: string) =>
      setValues((v) => ({ ...v, ratings: { ...v.ratings, [statementId]: point } })),
    problems,
    trainingRefusal,
    checks,
    failure,
    isAlready,
    isBusy,
    submit,
  };
}
