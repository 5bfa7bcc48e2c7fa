import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES } from './messages';

// docs/product/behaviour.md lists the validation templates a person sees; it must not drift.
const doc = readFileSync(new URL('../../../../docs/product/behaviour.md', import.meta.url), 'utf8');
const messages = doc.slice(doc.indexOf('## Messages'), doc.indexOf('## Push'));
const documented = [...messages.matchAll(/`(\{field\}[^`]*|Password minimal[^`]*)`/g)].map(
  ([, template]) => template ?? '',
);

describe('validation message templates', () => {
  it('are the ones the product documents, each in Indonesian', () => {
    const indonesian = Object.values(MESSAGE_TEMPLATES.id) as string[];
    expect(documented.length).toBe(8);
    expect(documented.filter((t) => !indonesian.includes(t))).toEqual([]);
  });

  it('have an English twin with the same placeholders', () => {
    for (const [key, id] of Object.entries(MESSAGE_TEMPLATES.id)) {
      const en = MESSAGE_TEMPLATES.en[key as keyof typeof MESSAGE_TEMPLATES.en];
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(en), key).toEqual(names(id));
    }
  });
});
