import { object, ref, string } from 'yup';
import { MIN_PASSWORD_LENGTH } from '@ajar/api/contract/limits';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import type { Language } from '@ajar/api/contract/languages';
import { formMessages } from '../../../shared/forms/messages';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;

/** The API's own checks (contract/auth.ts ChangePasswordRequest), with its very messages. */
export function changePasswordSchema(lang: Language) {
  const m = formMessages(lang);
  return object({
    currentPassword: string().required(m.required('currentPassword')),
    newPassword: string()
      .required(m.required('newPassword'))
      .min(MIN_PASSWORD_LENGTH, m.passwordMin(MIN_PASSWORD_LENGTH)),
    confirmPassword: string()
      .required(m.required('confirmPassword'))
      .oneOf(
        [ref('newPassword')],
        formatMessage(lang, 'mismatch', { field: fieldLabel(lang, 'confirmPassword') }),
      ),
  });
}
