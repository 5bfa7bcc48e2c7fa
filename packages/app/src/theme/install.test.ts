// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installTheme } from './install';

const primaryOnRoot = () => document.documentElement.style.getPropertyValue('--ajar-color-primary');

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  document.head.replaceChildren();
});

describe('installTheme', () => {
  it('puts the default colour on the page at once, before any module loads', () => {
    void installTheme();
    expect(primaryOnRoot()).toBe('#ff4048');
    expect(document.documentElement.style.getPropertyValue('--ajar-color-primary-text')).toBe(
      '#d80028',
    );
    expect(document.head.querySelector('style[data-ajar="tokens"]')?.textContent).toContain(
      '--ajar-color-primary: #ff4048',
    );
  });

  it("applies a tenant's stored colour, with its derived shades, by the time it resolves", async () => {
    localStorage.setItem('primary', '#1A2B4C');
    await installTheme();
    expect(primaryOnRoot()).toBe('#1a2b4c');
    expect(document.documentElement.style.getPropertyValue('--ajar-color-on-primary')).toBe(
      '#ffffff',
    );
  });
});
