import DOMPurify from 'dompurify';
import { safeHref } from '@ajar/ui';

/** What a course author may use: text structure, links, images and tables, nothing active. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'abbr',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** No `style`, no `class`, no `id` (they could clash with the page), no event handlers. */
const ALLOWED_ATTR = [
  'href',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
  'cite',
];

/**
 * Author HTML made safe to render: an allowlist of tags and attributes (scripts, styles,
 * frames, forms and `on*` handlers go), links and images only to http(s) or this site's paths
 * (no `javascript:`, `data:`, `//host`), and the
 * author's `<h1>` turned into `<h2>`, as the page's one `<h1>` is the content's title.
 */
export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  // DOMPurify lets through mailto:, tel:, data: images and the like; only web addresses and
  // this site's paths may be followed or loaded, as everywhere else in the app.
  for (const element of Array.from(fragment.querySelectorAll('[href], [src], [cite]')))
    for (const name of ['href', 'src', 'cite'])
      if (element.hasAttribute(name) && !safeHref(element.getAttribute(name)))
        element.removeAttribute(name);
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = h1.ownerDocument.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
