import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useUiMessages } from '../../messages';
import { ariaLocaleTag } from '../../messages/ariaLocale';
import { installAriaStrings } from './install';

/**
 * Puts React Aria in the kit's language (UiProvider's locale), with its own words in
 * Indonesian too. Every kit component built on React Aria renders inside it. It is not in
 * UiProvider itself: React Aria's locale code would then weigh on every page's first screen
 * (0.6 KiB gzip over its budget, decision 0013), though most pages use none of these.
 */
export function AriaLanguage({ children }: { children: ReactNode }) {
  installAriaStrings();
  const { locale } = useUiMessages();
  return <I18nProvider locale={ariaLocaleTag(locale)}>{children}</I18nProvider>;
}
