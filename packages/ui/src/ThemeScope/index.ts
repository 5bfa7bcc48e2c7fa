export { ThemeScope } from './ThemeScope';
export type { ThemeScopeProps } from './ThemeScope';
