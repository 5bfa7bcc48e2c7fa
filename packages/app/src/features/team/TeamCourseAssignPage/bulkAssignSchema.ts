import { array, object, string } from 'yup';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TEAM_LIMITS } from '@ajar/api/contract/team-rules';
import type { DueWindow } from '../../../shared/dates/dueWindow';
import { formMessages } from '../../../shared/forms/messages';

export interface BulkAssignValues {
  /** The ticked people's ids, as the checkboxes give them. */
  userIds: string[];
  /** `YYYY-MM-DD`, or '' while no whole date is typed. */
  dueOn: string;
  note: string;
}

export const BULK_FIELDS = ['userIds', 'dueOn', 'note'] as const;

/**
 * The one-person assignment's checks with the API's messages, plus at least one person ticked
 * (`pickPeople`, the app's own words: the API refuses an empty list as malformed).
 */
export function bulkAssignSchema(lang: Language, due: DueWindow, pickPeople: string) {
  const m = formMessages(lang);
  return object({
    userIds: array(string().required()).min(1, pickPeople),
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
