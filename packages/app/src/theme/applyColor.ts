// The colour maths (`culori`, OKLCH), in a chunk of its own: the first screen of a
// tenant on the default colour never downloads it.
import { applyTheme, writeStoredPrimary } from '@ajar/tokens';

/** Applies a tenant colour; returns whether it was a valid colour. */
export function applyColor(primaryColor: string): boolean {
  return applyTheme(primaryColor).ok;
}

/** Applies a colour from the server and keeps it for the next visit's first paint. */
export function adoptColor(primaryColor: string) {
  if (applyColor(primaryColor)) writeStoredPrimary(primaryColor);
}
