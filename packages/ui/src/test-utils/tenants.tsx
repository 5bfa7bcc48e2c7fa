import type { ReactNode } from 'react';
import { hueDistance, type Hex } from '@ajar/tokens';
import { ThemeScope } from '../ThemeScope';

/** A red and a green tenant: the two whose brand most easily reads as wrong or right. */
export const MEANINGFUL_TENANTS = ['#FF4048', '#00A86B'] as const;

/** Renders `children` themed by one tenant colour, whatever the toolbar's tenant is. */
export function AsTenant({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <ThemeScope primaryColor={colour} data-tenant={colour}>
      {children}
    </ThemeScope>
  );
}

/**
 * The same content once per tenant in `MEANINGFUL_TENANTS`, for brand-independence checks.
 * `children` gets the colour, to name each copy's landmarks apart.
 */
export function EveryTenant({ children }: { children: (colour: string) => ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {MEANINGFUL_TENANTS.map((colour) => (
        <AsTenant key={colour} colour={colour}>
          {children(colour)}
        </AsTenant>
      ))}
    </div>
  );
}

/** `rgb(r, g, b)` (what computed styles give) as `#rrggbb`; null for anything else. */
export function rgbToHex(rgb: string): Hex | null {
  const m = /^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/.exec(rgb);
  if (!m) return null;
  return `#${m
    .slice(1, 4)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** How far a painted colour is, in hue and chroma, from the danger and success colours. */
export function distanceFromMeaning(rgb: string, root: Element = document.documentElement) {
  const hex = rgbToHex(rgb);
  const css = getComputedStyle(root);
  const token = (name: string) => css.getPropertyValue(`--ajar-color-${name}`).trim() as Hex;
  if (!hex) return { danger: 0, success: 0 };
  return { danger: hueDistance(hex, token('danger')), success: hueDistance(hex, token('success')) };
}
