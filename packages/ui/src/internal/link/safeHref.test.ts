import { describe, expect, it } from 'vitest';
import { SAFE_LINKS, UNSAFE_LINKS } from '@ajar/tokens/testing/link-cases';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each(SAFE_LINKS)('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([...UNSAFE_LINKS, null, undefined])('drops %j', (href) =>
    expect(safeHref(href)).toBeUndefined(),
  );
});
