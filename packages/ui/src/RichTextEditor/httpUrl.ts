import { safeHref } from '../internal/link/safeHref';

/**
 * Whether a link typed into the editor may be kept: an absolute http(s) address only. A post
 * is read on other pages and in notifications, so a path on this site would point elsewhere
 * there, and `javascript:` and the like would run script on click.
 */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) && safeHref(url) !== undefined;
}
