import { HttpResponse } from 'msw';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage, type MessageKey } from '@ajar/api/contract/messages';

const langOf = (request: Request): Language =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';

/** The API's error answer, in the request's language, as its ApiError writes it. */
export function apiError(
  request: Request,
  status: number,
  code: string,
  key: MessageKey,
  field?: string,
) {
  const lang = langOf(request);
  const message = formatMessage(lang, key, field ? { field: fieldLabel(lang, field) } : {});
  return HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });
}
