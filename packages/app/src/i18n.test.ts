import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import './i18n';

describe('i18n outside a browser', () => {
  // Server-side code and node tests import modules that import the app's i18n (the fetcher's
  // error messages): a language change must not need a page. It threw "document is not
  // defined" once the translations settled, in whatever test file ran next.
  it('changes language without a document', () => {
    expect(globalThis.document).toBeUndefined();
    expect(() => i18next.emit('languageChanged', 'en')).not.toThrow();
  });
});
