import { object, string } from 'yup';
import { BRAND_TITLE_MAX_LENGTH, HEX_COLOR } from '@ajar/api/contract/limits';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import type { Language } from '@ajar/api/contract/languages';
import { formMessages } from '../../../shared/forms/messages';

export interface BrandingValues {
  displayName: string;
  faviconTitle: string;
  primaryColor: string;
}

export const BRANDING_FIELDS = ['displayName', 'faviconTitle', 'primaryColor'] as const;

const tooLong = (lang: Language, field: string) =>
  formatMessage(lang, 'tooLong', { field: fieldLabel(lang, field), n: BRAND_TITLE_MAX_LENGTH });

/** The API's own checks (contract/company.ts UpdateBrandingRequest), with its very messages. */
export function brandingSchema(lang: Language) {
  const m = formMessages(lang);
  return object({
    displayName: string()
      .trim()
      .required(m.required('displayName'))
      .max(BRAND_TITLE_MAX_LENGTH, tooLong(lang, 'displayName')),
    faviconTitle: string().trim().max(BRAND_TITLE_MAX_LENGTH, tooLong(lang, 'faviconTitle')),
    primaryColor: string()
      .required(m.required('primaryColor'))
      .matches(HEX_COLOR, m.invalid('primaryColor')),
  });
}
