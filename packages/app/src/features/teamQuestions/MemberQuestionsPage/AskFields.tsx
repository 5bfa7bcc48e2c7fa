import { useRef } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { DatePicker, Select, TextArea } from '@ajar/ui';
import type { QuestionTraining } from '@ajar/api/contract';
import { TEAM_QUESTION_LIMITS } from '@ajar/api/contract/team-question-rules';
import { useLocalized } from '../../../shared/data/localized';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { FocusFirstInvalid } from '../../../shared/forms/FocusFirstInvalid';
import type { DueWindow } from '../../../shared/dates/dueWindow';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import type { AskValues } from './askSchema';

interface AskFieldsProps {
  form: FormikProps<AskValues>;
  trainings: readonly QuestionTraining[];
  name: string;
  due: DueWindow;
}

/** The question, the training it is about (one the person completed), and a due day. */
export function AskFields({ form, trainings, name, due }: AskFieldsProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const trainingRef = useRef<HTMLSelectElement>(null);
  const dueRef = useRef<HTMLDivElement>(null);
  // The date's first part takes focus, not its frame.
  const dueFocus = {
    get current() {
      return dueRef.current?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null;
    },
  };
  const options = trainings.map((training) => ({
    value: `${training.kind}:${training.id}`,
    label: t(`teamQuestions.ask.option.${training.kind}`, {
      title: pick(training.title),
      date: training.completedOn ? format.shortDay(training.completedOn) : '',
    }),
  }));
  return (
    <>
      <FocusFirstInvalid
        form={form}
        fields={[
          ['prompt', promptRef],
          ['training', trainingRef],
          ['dueOn', dueFocus],
        ]}
      />
      <TextArea
        ref={promptRef}
        label={t('teamQuestions.ask.promptLabel')}
        hint={t('teamQuestions.ask.promptHint', {
          min: TEAM_QUESTION_LIMITS.promptMin,
          max: TEAM_QUESTION_LIMITS.prompt,
        })}
        isRequired
        maxLength={TEAM_QUESTION_LIMITS.prompt}
        rows={3}
        {...fieldProps(form, 'prompt')}
      />
      <Select
        ref={trainingRef}
        label={t('teamQuestions.ask.trainingLabel')}
        hint={
          options.length > 0
            ? t('teamQuestions.ask.trainingHint', { name })
            : t('teamQuestions.ask.noTrainings', { name })
        }
        placeholder={t('teamQuestions.ask.noTraining')}
        options={options}
        isDisabled={options.length === 0}
        {...fieldProps(form, 'training')}
      />
      <DatePicker
        ref={dueRef}
        name="dueOn"
        label={t('teamQuestions.ask.dueLabel')}
        hint={t('teamQuestions.ask.dueHint')}
        minValue={due.first}
        maxValue={due.last}
        value={form.values.dueOn || null}
        onChange={(day) => void form.setFieldValue('dueOn', day ?? '')}
        error={form.touched.dueOn ? form.errors.dueOn : undefined}
      />
    </>
  );
}
