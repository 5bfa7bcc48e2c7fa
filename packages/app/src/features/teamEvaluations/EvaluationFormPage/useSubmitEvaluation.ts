import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@ajar/ui';
import type { EvaluationFormView, NewTeamEvaluation } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { detailPath, evaluationKey, formKey, showsEvaluations } from '../shared/evaluationKeys';

/**
 * Sends the evaluation. Sent, it shows at once on its own page (the answer is the evaluation)
 * and the recap and the forms are read afresh; a refusal is thrown for the form to show, and
 * `refresh` reads the form again (after a 409, to link the evaluation that exists).
 */
export function useSubmitEvaluation(view: EvaluationFormView) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { member, form } = view;
  const key = formKey(member.id, form.id);

  return {
    send: async (body: NewTeamEvaluation) => {
      const created = await apiRequest('post', '/team-evaluations/members/{id}/forms/{quizId}', {
        path: { id: member.id, quizId: form.id },
        body,
      });
      await mutate(evaluationKey(created.id), created, { revalidate: false });
      // A refresh that fails (offline) leaves the next visit to read them again.
      mutate((other) => showsEvaluations(other) && other !== evaluationKey(created.id)).catch(
        () => undefined,
      );
      toast.success(t('teamEvaluations.form.sent', { name: member.name }));
      await navigate(detailPath(member.id, created.id));
    },
    refresh: () => mutate(key).catch(() => undefined),
  };
}
