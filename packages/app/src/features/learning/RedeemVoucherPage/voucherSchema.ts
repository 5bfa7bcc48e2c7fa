import { object, string } from 'yup';
import type { Language } from '@ajar/tokens';
import { formMessages } from '../../../shared/forms/messages';

export interface VoucherValues {
  code: string;
}

/** The API's own limit on a voucher code (RedeemVoucherBody). */
export const MAX_VOUCHER_LENGTH = 40;

export function voucherSchema(lang: Language) {
  const m = formMessages(lang);
  return object({
    code: string()
      .trim()
      .required(m.required('voucher'))
      .max(MAX_VOUCHER_LENGTH, m.invalid('voucher')),
  });
}
