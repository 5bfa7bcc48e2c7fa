import type { Plugin } from 'vite';

/** The body font's file as fontsource names it; the build adds a hash to it. */
export const BODY_FONT_FILE = /plus-jakarta-sans-latin-wght-normal.*\.woff2$/;

/**
 * Preloads the body font from index.html's head. The @font-face that asks for it is written by
 * the ui kit's GlobalStyle, which runs only once the app's scripts have arrived; without the
 * preload the font request would start after them and text would swap late. One file: every
 * weight is in it, and no other font is on any screen.
 */
export function preloadBodyFont(): Plugin {
  return {
    name: 'ajar-preload-body-font',
    transformIndexHtml(_html, context) {
      const asset = Object.values(context.bundle ?? {}).find((file) =>
        BODY_FONT_FILE.test(file.fileName),
      );
      if (!asset) {
        // The dev server has no bundle, and serves the font on its own first request.
        if (context.server) return [];
        throw new Error('the body font is not in the build: the preload would point nowhere');
      }
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${asset.fileName}`,
            // Fonts are fetched in CORS mode even from the same origin; without this the
            // preloaded response is not reused and the file downloads twice.
            crossorigin: 'anonymous',
          },
          injectTo: 'head',
        },
      ];
    },
  };
}
