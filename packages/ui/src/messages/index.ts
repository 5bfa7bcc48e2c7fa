export { UiProvider, useUiMessages } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { uiMessages } from './messages';
export type { UiLocale, UiMessageKey, UiMessages } from './messages';
export type { EditorMessageKey, EditorMessages } from './groups/editor';
export type { ThemeStudioMessageKey, ThemeStudioMessages } from './groups/theme';
