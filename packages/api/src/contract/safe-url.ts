// No zod here: the app and the rich-text sanitiser import this module by value.

// Only web links and this site's own paths may be stored or sent: anything else
// (javascript:, data:, vbscript:, a protocol-relative //host) could run script or leave the
// site when a learner clicks it. Whitespace and control characters are refused outright, as
// browsers strip them and would turn "java\tscript:" back into a script URL.
const ABSOLUTE = /^https?:\/\/[^/\\]/i;
const SAME_SITE_PATH = /^\/(?![/\\])/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;

/** Whether `value` is an http(s) URL or a path on this site. */
export function isSafeUrl(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  if (SAME_SITE_PATH.test(value)) return true;
  if (!ABSOLUTE.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
