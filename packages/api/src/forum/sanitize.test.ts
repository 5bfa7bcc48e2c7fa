import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LINK_REL } from '../contract/rich-text';
import { XSS_CORPUS } from '../testing/xss-corpus';
import { sanitizeRichText } from './sanitize';

// Anything that could run: a script-bearing element, a handler attribute, an attribute
// holding a script or data URL. (The same words as plain text are only text.)
const ACTIVE =
  /<(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|textarea|select|video|audio|template|frameset|body)\b|<[^>]*\son[a-z]+\s*=|<[^>]*=\s*["']?\s*(javascript|vbscript|data):/i;

describe('the rich-text sanitiser (the same allow-list the app renders through)', () => {
  it.each(XSS_CORPUS.map((payload, index) => [index + 1, payload]))(
    'leaves nothing active of payload %i',
    async (_n, payload) => {
      const { html } = await sanitizeRichText(`<p>Halo</p>${payload}`);
      expect(html).not.toMatch(ACTIVE);
      expect(html).toContain('<p>Halo</p>');
    },
  );

  it('keeps what the editor makes: marks, lists, quotes, code, links and images', async () => {
    const input =
      '<p><strong>Tebal</strong> <em>miring</em> <s>coret</s> <code>x = 1</code></p>' +
      '<ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote><p>kutipan</p></blockquote>' +
      '<pre><code>const a = 1;</code></pre><p><a href="https://ajar.id/bantuan">bantuan</a></p>' +
      '<p><img src="/v1/forum/images/1.png" alt="bagan"></p>' +
      // The editor's image button: a block image by its https address, with its description.
      '<img src="https://contoh.example/denah.png" alt="Denah gudang lantai 1">';
    const { html } = await sanitizeRichText(input);
    expect(html).toBe(
      input.replace(
        '<a href="https://ajar.id/bantuan">',
        `<a href="https://ajar.id/bantuan" rel="${RICH_TEXT_LINK_REL}">`,
      ),
    );
  });

  it('marks every link nofollow noopener, and drops links that are not http(s) or ours', async () => {
    const { html } = await sanitizeRichText(
      '<a href="https://contoh.id" rel="opener" target="_top">a</a><a href="mailto:x@y.id">b</a><a href="//evil.example">c</a>',
    );
    expect(html).toBe(
      `<a href="https://contoh.id" rel="${RICH_TEXT_LINK_REL}">a</a><a rel="${RICH_TEXT_LINK_REL}">b</a><a rel="${RICH_TEXT_LINK_REL}">c</a>`,
    );
  });

  it('drops images from anywhere but http(s) or this site', async () => {
    const { html } = await sanitizeRichText(
      '<img src="data:image/png;base64,AAAA"><img src="//evil.example/x.png"><img>',
    );
    expect(html).toBe('');
  });

  it('keeps mentions with a numeric id, each once and in order, and strips forged ones', async () => {
    const result = await sanitizeRichText(
      '<p>Halo <span data-type="mention" data-id="12" data-label="Rina">@Rina</span> dan ' +
        '<span data-type="mention" data-id="7" data-label="Yoga">@Yoga</span>, ' +
        '<span data-type="mention" data-id="12">@Rina</span> ' +
        '<span data-type="mention" data-id="0">@nol</span> ' +
        '<span data-type="other" data-id="5">@x</span> <span data-foo="1">y</span></p>',
    );
    expect(result.mentions).toEqual([12, 7]);
    expect(result.html).not.toContain('data-id="0"');
    expect(result.html).not.toContain('data-id="5"');
    expect(result.html).not.toContain('data-foo');
  });

  it('gives the text a reader reads, blocks on their own lines, and its length', async () => {
    const result = await sanitizeRichText(
      '<p>Baris satu</p><ul><li>butir</li></ul><p>dua<br>tiga</p>',
    );
    expect(result.text).toBe('Baris satu\nbutir\n\ndua\ntiga');
    expect(result.length).toBe('Baris satubutirduatiga'.length);
    expect(result.isEmpty).toBe(false);
  });

  it('calls a post empty when nothing is left to read or see', async () => {
    expect((await sanitizeRichText('<p>  </p><script>x()</script>')).isEmpty).toBe(true);
    expect((await sanitizeRichText('<p><img src="/a.png" alt=""></p>')).isEmpty).toBe(false);
  });
});
