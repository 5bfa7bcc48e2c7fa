import { describe, expect, it } from 'vitest';
import { color, component, tokenCss } from './css';
import { deriveTheme } from './derive';

describe('token stylesheet', () => {
  it('declares every colour a component can reference', () => {
    const css = tokenCss();
    for (const ref of [...Object.values(color), ...Object.values(component)]) {
      const name = ref.slice('var('.length, -1);
      expect(css).toContain(`${name}:`);
    }
  });

  it('starts with the default tenant colours and the 400 px toast', () => {
    const css = tokenCss();
    expect(css).toContain('--ajar-color-primary: #ff4048;');
    expect(css).toContain('--ajar-color-primary-hover: #cb0025;');
    expect(css).toContain('--ajar-toast-width: 400px;');
  });

  it('renders another tenant when given its theme', () => {
    expect(tokenCss(deriveTheme('#1A2B4C')!)).toContain('--ajar-color-on-primary: #ffffff;');
  });

  it('stills every duration for people who prefer reduced motion', () => {
    expect(tokenCss()).toMatch(/prefers-reduced-motion: reduce[\s\S]*--ajar-duration-normal: 0ms/);
  });
});
