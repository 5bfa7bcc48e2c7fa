import { applyTheme, readStoredPrimary, tokenCss } from '@ajar/tokens';

/**
 * Runs before React renders: the token stylesheet, then the stored tenant colour, so the
 * first paint already has the tenant's colour and never flashes the default red.
 */
export function installTheme() {
  const style = document.createElement('style');
  style.dataset.ajar = 'tokens';
  style.textContent = tokenCss();
  document.head.append(style);
  applyTheme(readStoredPrimary());
}
