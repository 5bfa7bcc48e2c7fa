import { useTranslation } from 'react-i18next';
import { Button, FormError, TextArea } from '@ajar/ui';
import type { EvaluationFormView } from '@ajar/api/contract';
import { TEAM_EVALUATION_LIMITS } from '@ajar/api/contract/team-evaluation-rules';
import { useLocalized } from '../../../shared/data/localized';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import { trainingValue } from '../shared/evaluationKeys';
import { AlreadyEvaluated } from './AlreadyEvaluated';
import { givenRatings } from './evaluationValues';
import { ScorePreview } from './ScorePreview';
import { StatementRatings } from './StatementRatings';
import { TrainingChoice } from './TrainingChoice';
import { useEvaluationForm } from './useEvaluationForm';
import { useFocusFirstProblem } from './useFocusFirstProblem';

/**
 * The evaluation itself: the training, every statement on the scale with the score so far,
 * and a note. A refused submit marks each problem and focus goes to the first; a failed one
 * says why above the form (focused); a 409 links the evaluation that exists. Nothing typed
 * is lost either way.
 */
export function EvaluationForm({
  view,
  preselect,
}: {
  view: EvaluationFormView;
  preselect: string;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const form = useEvaluationForm(view, preselect);
  const { values, problems } = form;
  const { training: trainingRef, cardRef } = useFocusFirstProblem(form.checks, problems);
  const summary = useFocusOnError<HTMLDivElement>(form.failure);
  const chosen = view.trainings.find((training) => trainingValue(training) === values.training);
  const trainingError = !problems.training
    ? undefined
    : (form.trainingRefusal ??
      (chosen && chosen.evaluationId !== null
        ? t('teamEvaluations.form.trainingDone')
        : t('teamEvaluations.form.trainingRequired')));

  return (
    <form
      noValidate
      aria-label={pick(view.form.title)}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <FormError
        errors={form.failure ? [{ message: form.failure }] : []}
        headingLevel={3}
        ref={summary}
      />
      {form.isAlready && <AlreadyEvaluated member={view.member} training={chosen} />}
      <TrainingChoice
        ref={trainingRef}
        member={view.member}
        trainings={view.trainings}
        value={values.training}
        onChange={(training) => form.change({ training })}
        error={trainingError}
        isDisabled={form.isBusy}
      />
      <StatementRatings
        statements={view.statements}
        likertPoints={view.likertPoints}
        ratings={values.ratings}
        onRate={form.rate}
        unrated={problems.unrated}
        isDisabled={form.isBusy}
        cardRef={cardRef}
      />
      <ScorePreview
        ratings={givenRatings(values, view.statements)}
        total={view.statements.length}
        likertPoints={view.likertPoints}
      />
      <TextArea
        name="comment"
        label={t('teamEvaluations.form.commentLabel')}
        hint={t('teamEvaluations.form.commentHint', { name: view.member.name })}
        maxLength={TEAM_EVALUATION_LIMITS.comment}
        rows={4}
        value={values.comment}
        onChange={(event) => form.change({ comment: event.target.value })}
        isDisabled={form.isBusy}
      />
      {/* A row of its own, so the button keeps its width in the form's column. */}
      <div>
        <Button
          type="submit"
          isLoading={form.isBusy}
          loadingLabel={t('teamEvaluations.form.sending')}
        >
          {t('teamEvaluations.form.submit')}
        </Button>
      </div>
    </form>
  );
}
