import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    'https://meet.example.com/ajar',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/file.pdf',
    '/events/1',
    '/',
    '/learn/1?content=2#top',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1) ',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'https:/evil.example',
    'https:evil.example',
    'mailto:a@example.com',
    'events/1',
    '',
    null,
    undefined,
  ])('drops %j', (href) => expect(safeHref(href)).toBeUndefined());
});
