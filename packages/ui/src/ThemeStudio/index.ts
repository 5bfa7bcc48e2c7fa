export { ThemeStudio } from './ThemeStudio';
export type { StudioPreview, StudioTenant, ThemeStudioProps } from './ThemeStudio';
export { exportTheme } from './ExportPanel';
