import { useTranslation } from 'react-i18next';
import { PageSection, Stepper, type StepperStep } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { useRecordFormats } from '../shared/useRecordFormats';

/**
 * The record's way so far, oldest first: written, changed, sent, taken back, verified or
 * returned with the reason, who and when; while it is sent, that it waits for the check.
 */
export function RecordHistory({ record }: { record: TrainingRecord }) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const steps: StepperStep[] = record.steps.map((step) => ({
    status: 'complete',
    label: t(`trainingRecords.history.${step.action}`, {
      // A person since removed from the company is not named.
      name: step.by ?? t('trainingRecords.history.someone'),
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
  if (record.status === 'submitted')
    steps.push({ status: 'current', label: t('trainingRecords.history.waiting') });
  return (
    <PageSection title={t('trainingRecords.history.title')}>
      <Stepper steps={steps} orientation="vertical" label={t('trainingRecords.history.label')} />
    </PageSection>
  );
}
