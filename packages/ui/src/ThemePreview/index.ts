export { ThemePreview } from './ThemePreview';
export type { ThemePreviewProps } from './ThemePreview';
