import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@ajar/api/contract/certificate-code';
import { routeByKey } from '../../../../routes/table';
import { OTHER_TAGS, ROUTE_TAGS } from './routeTags';

const locale = (lang: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../../../locales/${lang}/common.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;
const LANGS = ['id', 'en'];
const DOCS = ['help', 'terms', 'privacy'];

/** Every string under a key, however deep (bodies are arrays of paragraphs and lists). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(strings)
      : [];

describe('links in the help, terms and privacy texts', () => {
  it('open only routes whose page is built, never a "being prepared" placeholder', () => {
    for (const lang of LANGS)
      for (const doc of DOCS)
        for (const text of strings(locale(lang)[doc]))
          for (const [, tag] of text.matchAll(/<(\w+)>/g)) {
            const where = `${lang} ${doc}: <${tag}>`;
            if ((OTHER_TAGS as readonly string[]).includes(tag!)) continue;
            expect(Object.keys(ROUTE_TAGS), where).toContain(tag);
            const route = routeByKey(ROUTE_TAGS[tag as keyof typeof ROUTE_TAGS]);
            expect(route?.page, where).toBeDefined();
            expect(route?.page, where).not.toBe('placeholder');
          }
  });

  it('give a certificate number example the certificate check accepts', () => {
    for (const lang of LANGS) {
      const text = strings(locale(lang).help).join(' ');
      const examples = [...text.matchAll(/AJR-[\w-]+/g)].map(([code]) => code);
      expect(examples.length, lang).toBeGreaterThan(0);
      for (const code of examples) expect(code, lang).toMatch(CERTIFICATE_CODE_PATTERN);
    }
  });
});
