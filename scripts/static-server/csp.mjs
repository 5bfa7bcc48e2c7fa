import { createHash } from 'node:crypto';

// Scripts with a `src` load from 'self'; only the others need their hash allowed.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/**
 * `'sha256-…'` sources for each inline `<script>` of an HTML page, as a browser computes them:
 * over the UTF-8 text between the tags, after the parser has turned CR LF into LF.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The product's policy (packages/api/src/http/security-headers.ts), loosened only where the
 * built Storybook needs it: its pages' own inline scripts by hash, the manager framing the
 * preview (frame-src and frame-ancestors 'self' instead of 'none'), and the mock service
 * worker script. Styles are inline as in the product (styled-components).
 */
export function storybookCsp(scriptHashes = []) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "object-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
