import { http, HttpResponse } from 'msw';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage, type MessageKey } from '@ajar/api/contract/messages';
import { mockRoute } from '../../../api';
import { COURSES } from '../shared/team.fixtures';

/** Andi's standing in the company's courses, as the assign page lists them. */
export const FOR_ANDI = {
  /** Not taking it: assigning enrols him. */
  fresh: COURSES.time,
  /** Taking it: assigning dates it. */
  taking: COURSES.communication,
  /** Finished: nothing to assign. */
  finished: [COURSES.leadership, COURSES.excel, COURSES.service],
} as const;

/**
 * The API refusing the assignment with its own message on `field`, whatever the fake would
 * have said: a day that turned while the form was open, a course finished meanwhile.
 */
export const refuseAssignment = (
  status: number,
  code: string,
  key: MessageKey,
  field: 'courseId' | 'dueOn',
) =>
  http.post(mockRoute('/team/members/{id}/assignments'), ({ request }) => {
    const lang: Language = request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';
    return HttpResponse.json(
      { error: { code, message: formatMessage(lang, key), field } },
      { status },
    );
  });
