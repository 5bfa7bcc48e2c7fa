import { componentTokens } from './component';
import {
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from './primitives';
import { fixedColors } from './semantic';
import { colorVarName, defaultTheme, themeVars, type TenantTheme } from './theme';

/** Name of a CSS custom property owned by Ajar. */
export type CssVarName = `--ajar-${string}`;
type VarRef = `var(--ajar-${string})`;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function refs<T extends object>(group: string, values: T) {
  return Object.fromEntries(
    Object.keys(values).map((key) => [key, `var(--ajar-${group}${kebab(key)})` as VarRef]),
  ) as { [K in keyof T]: VarRef };
}

function declarations(group: string, values: Record<string, string>): [CssVarName, string][] {
  return Object.entries(values).map(([key, value]) => [`--ajar-${group}${kebab(key)}`, value]);
}

/**
 * Every colour as a `var(--ajar-color-…)` reference: the only way components read colour,
 * so a tenant change is one style write on `:root`.
 */
export const color = {
  ...refs('color-', fixedColors),
  ...refs('color-', defaultTheme),
};
export type ColorToken = keyof typeof color;

/** Component tokens as `var()` references, overridable per brand. */
export const component = refs('', componentTokens);

const staticDeclarations: [CssVarName, string][] = [
  ...declarations('color-', fixedColors),
  ...declarations('space-', space),
  ...declarations('radius-', radius),
  ...declarations('font-family-', fontFamily),
  ...declarations('font-size-', fontSize),
  ...declarations('line-height-', lineHeight),
  ...declarations('font-weight-', fontWeight),
  ...declarations('letter-spacing-', letterSpacing),
  ...declarations('shadow-', shadow),
  ...declarations('duration-', duration),
  ...declarations('easing-', easing),
  ...declarations('z-', zIndex),
  ...declarations('', componentTokens),
];

/** Every custom property with its value for a theme (default: #FF4048). */
export function allVars(theme: TenantTheme = defaultTheme): [CssVarName, string][] {
  return [...themeVars(theme), ...staticDeclarations];
}

/**
 * The `:root { … }` stylesheet with every token, plus the reduced-motion rule: durations
 * drop to 0 for people who ask for less motion.
 */
export function tokenCss(theme: TenantTheme = defaultTheme): string {
  const body = allVars(theme)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  const still = Object.keys(duration)
    .map((key) => `    --ajar-duration-${kebab(key)}: 0ms;`)
    .join('\n');
  return `:root {\n${body}\n}\n@media (prefers-reduced-motion: reduce) {\n  :root {\n${still}\n  }\n}\n`;
}

export { colorVarName };
