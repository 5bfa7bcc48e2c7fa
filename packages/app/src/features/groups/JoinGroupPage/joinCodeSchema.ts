import { object, string } from 'yup';
import { isGroupCodeShape, normaliseGroupCode } from '@ajar/api/contract/group-rules';
import type { Language } from '@ajar/api/contract/languages';
import { formMessages } from '../../../shared/forms/messages';

export interface JoinCodeValues {
  code: string;
}

/**
 * A code is checked for its shape here, as the API normalises it (dashes, spaces and case do
 * not matter): every try sent counts against the person's few tries, so a typo should not.
 * `shapeMessage` says what a code looks like.
 */
export function joinCodeSchema(lang: Language, shapeMessage: string) {
  const m = formMessages(lang);
  return object({
    code: string()
      .trim()
      .required(m.required('code'))
      .test('shape', shapeMessage, (code) => !code || isGroupCodeShape(normaliseGroupCode(code))),
  });
}
