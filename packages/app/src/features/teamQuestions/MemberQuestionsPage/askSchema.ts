import { object, string } from 'yup';
import type { Language } from '@ajar/api/contract/languages';
import type { NewTeamQuestion } from '@ajar/api/contract';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TEAM_QUESTION_LIMITS as LIMITS } from '@ajar/api/contract/team-question-rules';
import { TEAM_LIMITS } from '@ajar/api/contract/team-rules';
import { formMessages } from '../../../shared/forms/messages';
import type { DueWindow } from '../../../shared/dates/dueWindow';

export interface AskValues {
  prompt: string;
  /** `course:3` or `record:5`, or '' for none. */
  training: string;
  /** `YYYY-MM-DD`, or '' for none. */
  dueOn: string;
}

export const EMPTY_ASK: AskValues = { prompt: '', training: '', dueOn: '' };
export const ASK_FIELDS = ['prompt', 'training', 'dueOn'] as const;

/** The API names the course or the record; the form has one choice for both. */
export const formFieldOf = (field: string | undefined) =>
  field === 'courseId' || field === 'recordId' ? 'training' : field;

export function askBody(values: AskValues): NewTeamQuestion {
  const [kind, id] = values.training.split(':');
  return {
    prompt: values.prompt.trim(),
    ...(kind === 'course' ? { courseId: Number(id) } : {}),
    ...(kind === 'record' ? { recordId: Number(id) } : {}),
    ...(values.dueOn ? { dueOn: values.dueOn } : {}),
  };
}

/**
 * The API's own checks (contract/team-questions.ts, team-questions.changes.ts), with its
 * very messages, so a refusal reads the same whether the browser or the server caught it.
 */
export function askSchema(lang: Language, due: DueWindow) {
  const m = formMessages(lang);
  const field = fieldLabel(lang, 'prompt');
  return object({
    prompt: string()
      .trim()
      .required(m.required('prompt'))
      .min(LIMITS.promptMin, formatMessage(lang, 'tooShort', { field, n: LIMITS.promptMin }))
      .max(LIMITS.prompt, formatMessage(lang, 'tooLong', { field, n: LIMITS.prompt })),
    training: string(),
    // ISO dates compare as text.
    dueOn: string()
      .test('notPast', formatMessage(lang, 'teamDuePast'), (day) => !day || day >= due.first)
      .test(
        'notTooFar',
        formatMessage(lang, 'teamDueTooFar', { n: TEAM_LIMITS.dueMaxDays }),
        (day) => !day || day <= due.last,
      ),
  });
}
