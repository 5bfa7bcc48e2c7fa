import { object, string } from 'yup';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TEAM_LIMITS } from '@ajar/api/contract/team-rules';
import type { DueWindow } from '../../../shared/dates/dueWindow';
import { formMessages } from '../../../shared/forms/messages';

export interface AssignCourseValues {
  /** The chosen course's id, as the radio gives it. */
  courseId: string;
  /** `YYYY-MM-DD`, or '' while no whole date is typed. */
  dueOn: string;
  note: string;
}

/** The longest note the API takes. */
export const NOTE_MAX_LENGTH = TEAM_LIMITS.note;

export const ASSIGN_FIELDS = ['courseId', 'dueOn', 'note'] as const;

/**
 * The API's own checks (contract/team.ts AssignCourseRequest, team.service.ts), with its very
 * messages, so a refusal reads the same whether the browser or the server caught it.
 */
export function assignCourseSchema(lang: Language, due: DueWindow) {
  const m = formMessages(lang);
  return object({
    courseId: string().required(m.required('courseId')),
    // ISO dates compare as text.
    dueOn: string()
      .required(m.required('dueOn'))
      .test('notPast', formatMessage(lang, 'teamDuePast'), (day) => !day || day >= due.first)
      .test(
        'notTooFar',
        formatMessage(lang, 'teamDueTooFar', { n: TEAM_LIMITS.dueMaxDays }),
        (day) => !day || day <= due.last,
      ),
    note: string().max(
      TEAM_LIMITS.note,
      formatMessage(lang, 'tooLong', { field: fieldLabel(lang, 'note'), n: TEAM_LIMITS.note }),
    ),
  });
}
