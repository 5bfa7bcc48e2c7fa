import { fallbackFontMetrics } from '@ajar/tokens';
// The Latin subset of the variable file (weights 200-800 in one file, 27 KB): Indonesian and
// English need nothing else, and one file covers every weight the kit sets.
import jakartaLatinUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';

/** The family name the tokens' `fontFamily.body` asks for first. */
export const BODY_FONT_FAMILY = 'Plus Jakarta Sans';
const FALLBACK_FONT_FAMILY = 'Plus Jakarta Sans Fallback';

/** Where the built app and Storybook serve the body font (a hashed asset URL). */
export const bodyFontUrl: string = jakartaLatinUrl;

// fontsource's own Latin range: a page with no other script downloads only this file.
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

type FaceMetrics = (typeof fallbackFontMetrics)[keyof typeof fallbackFontMetrics];

function fallbackFace(weight: '400' | '700', metrics: { [K in keyof FaceMetrics]: string }) {
  const local = weight === '700' ? ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'] : [];
  const names = [...local, 'Arial', 'ArialMT', 'Liberation Sans'];
  return `@font-face {
  font-family: '${FALLBACK_FONT_FAMILY}';
  font-style: normal;
  font-weight: ${weight};
  src: ${names.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${metrics.sizeAdjust};
  ascent-override: ${metrics.ascentOverride};
  descent-override: ${metrics.descentOverride};
  line-gap-override: ${metrics.lineGapOverride};
}`;
}

/**
 * The body font's faces: Plus Jakarta Sans shown as soon as it arrives (`swap`), and until
 * then local Arial resized to Jakarta's metrics, so the swap does not move the layout. Arial's
 * bold face stands in for 600 and 700 (the browser picks it for both), with its own size.
 */
export const fontFaces = `@font-face {
  font-family: '${BODY_FONT_FAMILY}';
  font-style: normal;
  font-weight: 200 800;
  font-display: swap;
  src: url('${bodyFontUrl}') format('woff2');
  unicode-range: ${LATIN_RANGE};
}
${fallbackFace('400', fallbackFontMetrics.regular)}
${fallbackFace('700', fallbackFontMetrics.bold)}
`;
