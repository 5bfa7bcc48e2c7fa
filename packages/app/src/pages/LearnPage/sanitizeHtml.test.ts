// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the structure an author writes', () => {
    const html =
      '<h2>Memberi arah</h2><p>Tim yang <strong>tahu tujuan</strong> bekerja lebih baik.</p>' +
      '<ul><li>Satu</li></ul><a href="https://ajar.example/panduan">panduan</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts and their content', () => {
    const out = sanitizeHtml('<p>Halo</p><script>alert(1)</script>');
    expect(out).toBe('<p>Halo</p>');
  });

  it('removes on* event handler attributes', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" alt="Bagan" onerror="alert(1)"><p onclick="x()">Hi</p>',
    );
    expect(out).not.toMatch(/onerror|onclick/);
    expect(out).toContain('alt="Bagan"');
    expect(out).toContain('<p>Hi</p>');
  });

  it('removes javascript: links but keeps their text', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">klik</a><a href="JaVaScRiPt:alert(2)">lagi</a>',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('klik');
    expect(out).toContain('lagi');
  });

  it('removes styles, frames, forms and data attributes', () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
        '<form action="/x"><input name="a"></form><p style="color:red" data-x="1" class="c">Teks</p>',
    );
    expect(out).toBe('<p>Teks</p>');
  });

  it('turns an author h1 into h2 so the page keeps one h1', () => {
    expect(sanitizeHtml('<h1>Judul <em>bab</em></h1>')).toBe('<h2>Judul <em>bab</em></h2>');
  });
});
