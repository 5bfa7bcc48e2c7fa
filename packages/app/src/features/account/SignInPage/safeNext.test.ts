import { describe, expect, it } from 'vitest';
import { safeNext } from './safeNext';

describe('return address after sign-in', () => {
  it('returns to a page of this app', () => {
    expect(safeNext('/my-courses/3?tab=scores')).toBe('/my-courses/3?tab=scores');
  });
  it('refuses other sites and loops back to sign-in', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/sign-in?next=/x',
      null,
      '',
    ])
      expect(safeNext(bad)).toBe('/my-dashboard');
  });
});
