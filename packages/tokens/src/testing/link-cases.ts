/**
 * The one table of links for the link rule's tests. The API (contract `isSafeUrl`, where
 * links are stored) and the ui (`safeHref`, where they are followed) each apply the rule,
 * and both depend on this package alone, so here both tests can read the same cases.
 */

/** Web addresses and this site's paths: kept. */
export const SAFE_LINKS = [
  'https://meet.example.com/ajar',
  'http://example.com',
  'HTTPS://EXAMPLE.COM/file.pdf',
  '/events/1',
  '/',
  '/learn/1?content=2#top',
];

/** Links that could run script or leave the site looking like a path: refused. */
export const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  'https:/evil.example',
  'https:evil.example',
  'ftp://example.com',
  'mailto:a@example.com',
  'events/1',
  '',
];
