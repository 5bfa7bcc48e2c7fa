import { object, string } from 'yup';
import type { Language } from '@ajar/api/contract/languages';
import { VOUCHER_CODE_MAX_LENGTH } from '@ajar/api/contract/limits';
import { formMessages } from '../../../shared/forms/messages';

export interface VoucherValues {
  code: string;
}

export function voucherSchema(lang: Language) {
  const m = formMessages(lang);
  return object({
    code: string()
      .trim()
      .required(m.required('voucher'))
      .max(VOUCHER_CODE_MAX_LENGTH, m.invalid('voucher')),
  });
}
