import type { WindowLike } from 'dompurify';
import { richTextSanitizer, type SanitizedRichText } from '../contract/rich-text';

let sanitizer: Promise<(html: string) => SanitizedRichText> | undefined;

/**
 * Sanitises user HTML on the server with the app's own allow-list. jsdom costs about a
 * second and tens of megabytes to load, so it loads on the first post written, not at start.
 */
export function sanitizeRichText(html: string): Promise<SanitizedRichText> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) =>
    richTextSanitizer(new JSDOM('').window as unknown as WindowLike),
  );
  return sanitizer.then((sanitize) => sanitize(html));
}
