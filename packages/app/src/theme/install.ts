import { defaultTheme, readStoredPrimary, tokenCss, writeThemeVars } from '@ajar/tokens';

/**
 * Runs before React renders: the token stylesheet, then the stored tenant colour, so the
 * first paint already has the tenant's colour and never flashes the default red. The default
 * colour's theme is written out in the tokens; any other colour needs the colour-ramp maths,
 * which load only then (`applyColor.ts`), and the returned promise says when the colour is on.
 */
export function installTheme(): Promise<void> {
  const style = document.createElement('style');
  style.dataset.ajar = 'tokens';
  style.textContent = tokenCss();
  document.head.append(style);
  const primary = readStoredPrimary();
  if (primary === defaultTheme.primary) {
    writeThemeVars(defaultTheme, document.documentElement);
    return Promise.resolve();
  }
  return import('./applyColor').then(({ applyColor }) => void applyColor(primary));
}
