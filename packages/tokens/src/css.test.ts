import { describe, expect, it } from 'vitest';
import { color, colorVars, rootCss } from './css';
import { DEFAULT_PRIMARY_COLOR } from './constants';

describe('css tokens', () => {
  it('exposes the default primary colour as a --ajar- custom property', () => {
    expect(colorVars['--ajar-color-primary']).toBe(DEFAULT_PRIMARY_COLOR);
    expect(rootCss()).toContain('--ajar-color-primary: #FF4048;');
  });

  it('lets components read colours only through var() references', () => {
    for (const value of Object.values(color)) {
      expect(value).toMatch(/^var\(--ajar-[a-z-]+\)$/);
    }
  });
});
