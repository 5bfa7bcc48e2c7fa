import type { Plugin } from 'vite';
// By path: Vite loads this file in Node, which cannot import the contract's TypeScript by its
// package name; languages.ts imports nothing, so it bundles into the config.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- see above
import { DEFAULT_LANGUAGE, LANGUAGES } from '../api/src/contract/languages.ts';
import { LANGUAGE_STORAGE_KEY, LOCALE_LOAD_PATH, LOCALE_NAMESPACE } from './src/i18nFiles.ts';

/**
 * Puts a few lines in index.html's head that start downloading the reader's translations
 * (and the default language's, which i18next loads as the fallback) while the app's code is
 * still on its way; i18next's own request then finds the file in the preload cache. Without
 * it the file waits for the whole first-screen bundle to arrive and run.
 */
const PRELOAD_FILE = 'locale-preload.js';

export function preloadLocale(): Plugin {
  const files = (language: string) =>
    LOCALE_LOAD_PATH.replace('{{lng}}', language).replace('{{ns}}', LOCALE_NAMESPACE);
  const script = `(function () {
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) {}
  var languages = [${JSON.stringify(DEFAULT_LANGUAGE)}];
  if (stored !== languages[0] && ${JSON.stringify(LANGUAGES)}.indexOf(stored) >= 0) languages.push(stored);
  languages.forEach(function (language) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = ${JSON.stringify(files('{{language}}'))}.replace('{{language}}', language);
    document.head.appendChild(link);
  });
})();`;
  // The built app runs under a Content-Security-Policy without inline script, so the build
  // ships these lines as a file; the dev server (no such policy) keeps them inline.
  return {
    name: 'ajar-preload-locale',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PRELOAD_FILE, source: script });
    },
    transformIndexHtml: (_html, context) => [
      context.server
        ? { tag: 'script', children: script, injectTo: 'head' }
        : { tag: 'script', attrs: { src: `/${PRELOAD_FILE}` }, injectTo: 'head' },
    ],
  };
}
