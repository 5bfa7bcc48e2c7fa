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

  it('keeps only http(s) and same-site links and images', () => {
    const out = sanitizeHtml(
      '<a href="data:text/html,x">a</a><a href="vbscript:msgbox(1)">b</a>' +
        '<a href="//evil.example/x">c</a><a href="mailto:a@example.com">d</a>' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="e">' +
        '<a href="/courses/1">f</a><img src="https://cdn.example/g.png" alt="g">',
    );
    expect(out).not.toMatch(/data:|vbscript|evil|mailto/);
    expect(out).toContain('<a>a</a><a>b</a><a>c</a><a>d</a><img alt="e">');
    expect(out).toContain(
      '<a href="/courses/1">f</a><img src="https://cdn.example/g.png" alt="g">',
    );
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
