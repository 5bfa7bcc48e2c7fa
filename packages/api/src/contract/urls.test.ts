import { describe, expect, it } from 'vitest';
import { SAFE_LINKS, UNSAFE_LINKS } from '@ajar/tokens/testing/link-cases';
import { isSafeUrl, safeUrlOrNull } from './urls';

describe('isSafeUrl', () => {
  it.each(SAFE_LINKS)('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each(UNSAFE_LINKS)('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it('sends null in place of an unsafe stored link', () => {
    expect(safeUrlOrNull('javascript:alert(1)')).toBeNull();
    expect(safeUrlOrNull(null)).toBeNull();
    expect(safeUrlOrNull('/courses/1')).toBe('/courses/1');
  });
});
