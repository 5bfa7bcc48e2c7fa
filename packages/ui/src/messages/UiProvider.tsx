import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { uiMessages, type UiLocale, type UiMessages } from './messages';
import type { ChartMessages } from './groups/charts';
import type { EditorMessages } from './groups/editor';
import type { ThemeStudioMessages } from './groups/theme';

interface UiContextValue {
  locale: UiLocale;
  messages: UiMessages;
}

const UiContext = createContext<UiContextValue>({ locale: 'id', messages: uiMessages.id });

export interface UiProviderProps {
  /**
   * Language of the kit's built-in labels.
   * @default 'id'
   */
  locale?: UiLocale;
  /**
   * Replaces any built-in label, e.g. with the app's own translation; the labels of the
   * editor, the charts and the theme studio too, though each loads only with its component.
   */
  messages?: Partial<UiMessages & EditorMessages & ChartMessages & ThemeStudioMessages>;
  children: ReactNode;
}

/** Gives every ui component its locale and built-in labels. */
export function UiProvider({ locale = 'id', messages, children }: UiProviderProps) {
  const value = useMemo(
    () => ({ locale, messages: { ...uiMessages[locale], ...messages } }),
    [locale, messages],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

/** The current locale's built-in labels (Indonesian outside a provider). */
export function useUiMessages(): UiContextValue {
  return useContext(UiContext);
}
