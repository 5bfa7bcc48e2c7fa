import { uiMessages, type UiLocale, type UiMessages } from '../messages';

/**
 * The built-in labels of the locale the story is rendered in (Storybook's decorator sets
 * `<html lang>`), so play functions find a close button as "Tutup" or "Close" alike.
 */
export function storyMessages(): UiMessages {
  const lang = document.documentElement.lang;
  return uiMessages[(lang in uiMessages ? lang : 'id') as UiLocale];
}
