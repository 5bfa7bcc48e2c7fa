// A link that came from data (a content's video, a notification, a meeting) is only followed
// when it is a web address or a path on this site: `javascript:`, `data:`, `vbscript:` and
// the like would run script on click, and `//host` leaves the site looking like a path.
// Whitespace and control characters are refused outright: browsers drop them, so
// "java\tscript:" would run. The API applies the same rule where links are stored.
const ABSOLUTE = /^https?:\/\/[^/\\]/i;
const SAME_SITE_PATH = /^\/(?![/\\])/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;

/** `href` when it is an http(s) URL or a path on this site; otherwise `undefined`. */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href || UNSAFE_CHARACTERS.test(href)) return undefined;
  if (SAME_SITE_PATH.test(href)) return href;
  if (!ABSOLUTE.test(href)) return undefined;
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:' ? href : undefined;
  } catch {
    return undefined;
  }
}
