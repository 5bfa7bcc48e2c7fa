// The package types its locale modules as a type only (i18n/lang.d.ts); each exports the strings.
import * as enUSModule from 'react-aria-components/i18n/en-US';
import { idAriaStrings } from './id';
import type { AriaFormatter, AriaPackageStrings, AriaString } from './types';

// React Aria reads these two globals (meant for a server-rendered script) in place of the
// dictionaries bundled in each of its packages, once, at the first lookup after they exist.
const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

const english = (enUSModule as unknown as { default: AriaPackageStrings }).default;

const isIndonesian = (locale: string) => locale.split('-')[0] === 'id';

const render = (message: AriaString, args: Record<string, unknown>, formatter: AriaFormatter) =>
  typeof message === 'function' ? message(args, formatter) : message;

/**
 * One message in both languages: React Aria formats it with the formatter of the component's
 * locale (the kit's, set by UiProvider), so Indonesian and English pages can follow one
 * another without a reload. The few places that look a message up without formatting it
 * (the range picker's own "reversed" error) get the page's language.
 */
function bilingual(en: AriaString, id: AriaString): AriaString {
  const message = (args: Record<string, unknown>, formatter: AriaFormatter) =>
    render(isIndonesian(formatter.locale) ? id : en, args, formatter);
  message.toString = () => {
    const text = isIndonesian(document.documentElement.lang) ? id : en;
    return typeof text === 'string' ? text : String(en);
  };
  return message;
}

/** Every package React Aria has words for: the kit's Indonesian where there is one, else its own. */
export function ariaStringsFor(indonesian: AriaPackageStrings): AriaPackageStrings {
  return Object.fromEntries(
    Object.entries(english).map(([pkg, messages]) => {
      const translated = indonesian[pkg];
      if (!translated) return [pkg, messages];
      const both = Object.entries(messages).map(([key, en]) => {
        const id = translated[key];
        return [key, id === undefined ? en : bilingual(en, id)];
      });
      return [pkg, Object.fromEntries(both)];
    }),
  );
}

/**
 * Gives React Aria its words in Indonesian as well as English. Called by the kit's React Aria
 * components before they render, so the strings download with them, not with every page.
 * Leaves strings someone else set (a server-rendered script) alone.
 */
export function installAriaStrings(): void {
  if (typeof window === 'undefined') return;
  const globals = window as unknown as Record<symbol, unknown>;
  if (globals[STRINGS]) return;
  // The key React Aria files the strings under; it is also its default locale outside an
  // I18nProvider, so it stays the browser's as before.
  globals[LOCALE] ??= navigator.language || 'en-US';
  globals[STRINGS] = ariaStringsFor(idAriaStrings);
}
