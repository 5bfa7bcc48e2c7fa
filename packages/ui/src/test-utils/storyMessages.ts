import { uiMessages, type UiLocale, type UiMessages } from '../messages';
import { chartsMessages, type ChartMessages } from '../messages/groups/charts';
import { editorMessages, type EditorMessages } from '../messages/groups/editor';
import { themeStudioMessages, type ThemeStudioMessages } from '../messages/groups/theme';

/**
 * The built-in labels of the locale the story is rendered in (Storybook's decorator sets
 * `<html lang>`), so play functions find a close button as "Tutup" or "Close" alike.
 */
export function storyMessages(): UiMessages & EditorMessages & ChartMessages & ThemeStudioMessages {
  const lang = document.documentElement.lang;
  const locale = (lang in uiMessages ? lang : 'id') as UiLocale;
  return {
    ...uiMessages[locale],
    ...editorMessages[locale],
    ...chartsMessages[locale],
    ...themeStudioMessages[locale],
  };
}
