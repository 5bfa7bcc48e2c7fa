import { object, string } from 'yup';
import { MIN_PASSWORD_LENGTH } from '@ajar/api/contract/limits';
import type { Language } from '@ajar/api/contract/languages';
import { formMessages } from '../../../shared/forms/messages';

export interface SignInValues {
  email: string;
  password: string;
}

export function signInSchema(lang: Language) {
  const m = formMessages(lang);
  return object({
    email: string().trim().required(m.required('email')).email(m.invalid('email')),
    password: string()
      .required(m.required('password'))
      .min(MIN_PASSWORD_LENGTH, m.passwordMin(MIN_PASSWORD_LENGTH)),
  });
}
