import { useMemo } from 'react';
import { useUiMessages } from './UiProvider';
import type { UiLocale, UiMessages } from './messages';

/** A group of labels that ships with its component, not in the table every page loads. */
export type OwnMessages<K extends string> = Record<UiLocale, Record<K, string>>;

/**
 * The kit's labels plus a component's own group, in the kit's locale, with any override given
 * to `UiProvider`. Heavy or rare components (the editor, the theme studio) keep their labels
 * in their own group so pages that never show them do not download them.
 */
export function useOwnMessages<K extends string>(group: OwnMessages<K>) {
  const { locale, messages } = useUiMessages();
  return useMemo(() => {
    const overrides = messages as Partial<Record<K, string>>;
    const own = { ...group[locale] };
    for (const key of Object.keys(own) as K[]) own[key] = overrides[key] ?? own[key];
    return { locale, messages: { ...messages, ...own } as UiMessages & Record<K, string> };
  }, [group, locale, messages]);
}
