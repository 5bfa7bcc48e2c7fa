import { richTextSanitizer } from '@ajar/api/contract/rich-text';

let sanitize: ReturnType<typeof richTextSanitizer> | undefined;

/**
 * A post's HTML as the server stored it, through the same allow-list once more before it is
 * rendered: what reaches the page is what the sanitiser allows, whatever the API answered.
 */
export function sanitizePost(html: string): string {
  sanitize ??= richTextSanitizer(window);
  return sanitize(html).html;
}
