/**
 * Characters of text in `html`, for the counter before the editor has loaded (the editor
 * counts its own afterwards). Parsed inertly: DOMParser runs no script and loads nothing.
 */
export function textLength(html: string): number {
  if (!html) return 0;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.length ?? 0;
}
