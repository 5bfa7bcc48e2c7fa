import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import type { Language } from '@ajar/api/contract/languages';

/**
 * The spec's validation messages for forms, from the same templates the API answers with,
 * so a message reads the same whether the browser or the server caught the mistake.
 */
export function formMessages(lang: Language) {
  const field = (name: string) => fieldLabel(lang, name);
  return {
    required: (name: string) => formatMessage(lang, 'required', { field: field(name) }),
    invalid: (name: string) => formatMessage(lang, 'invalid', { field: field(name) }),
    passwordMin: (n: number) => formatMessage(lang, 'passwordMin', { n }),
    positive: (name: string) => formatMessage(lang, 'positive', { field: field(name) }),
    notFound: (name: string) => formatMessage(lang, 'notFound', { field: field(name) }),
    incorrect: (name: string) => formatMessage(lang, 'incorrect', { field: field(name) }),
    alreadyUsed: (name: string, value: string) =>
      formatMessage(lang, 'alreadyUsed', { field: field(name), value }),
    oneOf: (name: string, list: readonly string[]) =>
      formatMessage(lang, 'oneOf', { field: field(name), list: list.join(', ') }),
  };
}
