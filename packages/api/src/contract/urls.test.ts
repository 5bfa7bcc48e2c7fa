import { describe, expect, it } from 'vitest';
import { isSafeUrl, safeUrlOrNull } from './urls';

describe('isSafeUrl', () => {
  it.each([
    'https://meet.example.com/ajar',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
    '/events/1',
    '/',
    '/learn/1?content=2#top',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'https:/evil.example',
    'https:evil.example',
    'ftp://example.com',
    'events/1',
    '',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it('sends null in place of an unsafe stored link', () => {
    expect(safeUrlOrNull('javascript:alert(1)')).toBeNull();
    expect(safeUrlOrNull(null)).toBeNull();
    expect(safeUrlOrNull('/courses/1')).toBe('/courses/1');
  });
});
