import { safeHref } from '../internal/link/safeHref';

/**
 * Whether a link typed into the editor may be kept: an absolute http(s) address only. A post
 * is read on other pages and in notifications, so a path on this site would point elsewhere
 * there, and `javascript:` and the like would run script on click.
 */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) && safeHref(url) !== undefined;
}

/**
 * Whether an image address may be kept: an absolute https address only. The page's policy
 * loads images from https (and this site), and a post is read on other pages too.
 */
export function isHttpsUrl(url: string): boolean {
  return /^https:\/\//i.test(url) && safeHref(url) !== undefined;
}

/** An image the editor keeps from loaded or pasted HTML: https, or a path on this site. */
export function isImageSource(src: string): boolean {
  return isHttpsUrl(src) || /^\/(?!\/)/.test(src);
}
