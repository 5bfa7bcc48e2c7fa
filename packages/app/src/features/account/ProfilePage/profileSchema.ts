import { object, string } from 'yup';
import { LANGUAGES, type Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import {
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  PROFILE_NAME_MAX_LENGTH,
} from '@ajar/api/contract/profile-rules';
import { formMessages } from '../../../shared/forms/messages';

export interface ProfileValues {
  name: string;
  phone: string;
  language: Language;
}

export const PROFILE_FIELDS = ['name', 'phone', 'language'] as const;

/** The API's own checks (contract/profile.ts UpdateProfileRequest), with its very messages. */
export function profileSchema(lang: Language) {
  const m = formMessages(lang);
  const tooLong = (field: string, n: number) =>
    formatMessage(lang, 'tooLong', { field: fieldLabel(lang, field), n });
  return object({
    name: string()
      .trim()
      .required(m.required('name'))
      .max(PROFILE_NAME_MAX_LENGTH, tooLong('name', PROFILE_NAME_MAX_LENGTH)),
    phone: string()
      .trim()
      .max(PHONE_MAX_LENGTH, tooLong('phone', PHONE_MAX_LENGTH))
      .matches(PHONE_PATTERN, {
        message: formatMessage(lang, 'phoneFormat', { field: fieldLabel(lang, 'phone') }),
        excludeEmptyString: true,
      }),
    language: string()
      .required(m.required('language'))
      .oneOf(LANGUAGES, m.oneOf('language', LANGUAGES)),
  });
}
