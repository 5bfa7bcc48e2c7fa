import { useTranslation } from 'react-i18next';
import { PageSection, Stepper, type StepperStep } from '@ajar/ui';
import type { TrainingRequest } from '@ajar/api/contract';
import { isOpenRequest } from '@ajar/api/contract/training-request-rules';
import { useTrainingFormats } from '../shared/useTrainingFormats';

/**
 * The request's way so far, oldest first: who asked, who sent it on, approved, rejected or
 * cancelled, when, and what they wrote; while it is open, whose decision it waits for.
 */
export function RequestHistory({ request }: { request: TrainingRequest }) {
  const { t } = useTranslation();
  const format = useTrainingFormats();

  const steps: StepperStep[] = request.steps.map((step) => ({
    status: 'complete',
    label: t(`trainingRequests.history.${step.action}`, {
      // A person since removed from the company is not named.
      name: step.by ?? t('trainingRequests.history.someone'),
      to: request.secondApprover?.name ?? '',
    }),
    description: (
      <>
        <time dateTime={step.at}>{format.moment(step.at)}</time>
        {step.comment && (
          <>
            <br />
            <q>{step.comment}</q>
          </>
        )}
      </>
    ),
  }));
  if (isOpenRequest(request.status) && request.approver)
    steps.push({
      status: 'current',
      label: t('trainingRequests.history.waiting', { name: request.approver.name }),
    });

  return (
    <PageSection title={t('trainingRequests.history.title')}>
      <Stepper steps={steps} orientation="vertical" label={t('trainingRequests.history.label')} />
    </PageSection>
  );
}
