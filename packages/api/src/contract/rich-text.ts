import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { FORUM_LIMITS } from './forum-rules';
import { isSafeUrl } from './safe-url';

// No zod here: the app renders posts through this same module (one allow-list, both ends).

/** What the editor makes, and nothing else: text structure, links, code, images, mentions. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'img',
] as const;

/** No `style`, `class`, `id` or handlers; `data-*` only as a mention's three below. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'src', 'alt', 'data-type', 'data-id', 'data-label'];

const MENTION_ATTRIBUTES = ['data-type', 'data-id', 'data-label'];
/** Set on every link: user links earn no search rank and get no handle on this page. */
export const RICH_TEXT_LINK_REL = 'nofollow noopener ugc';
const MENTION_ID = /^[1-9][0-9]{0,9}$/;
const BLOCKS = new Set(['P', 'LI', 'PRE', 'BLOCKQUOTE', 'UL', 'OL']);

// The little of the DOM used here, typed locally: the API compiles without the DOM library
// (it would change the types of fetch and friends under Node).
interface NodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<NodeLike>;
}
interface ElementLike extends NodeLike {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
}
interface ContainerLike extends ElementLike {
  innerHTML: string;
  append(node: unknown): void;
  querySelector(selector: string): unknown;
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
}
interface FragmentLike {
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
  ownerDocument: { createElement(tag: string): ContainerLike };
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export interface SanitizedRichText {
  /** Safe to render as given. */
  html: string;
  /** The text a reader reads, blocks on their own lines (for search and excerpts). */
  text: string;
  /** Characters of text, counted as the editor's counter counts them. */
  length: number;
  /** Users mentioned (`<span data-type="mention" data-id>`), in order, each once. */
  mentions: number[];
  /** Whether anything is left to read or see (text or an image). */
  isEmpty: boolean;
}

/** DOMPurify lets mailto:, tel: and data: images through; here only http(s) and our paths. */
function keepOnlySafe(purify: DOMPurify) {
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as ElementLike;
    if (element.nodeType !== 1) return;
    const name = element.nodeName;
    if (name === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !isSafeUrl(href)) element.removeAttribute('href');
      element.setAttribute('rel', RICH_TEXT_LINK_REL);
    }
    if (name === 'IMG') {
      const src = element.getAttribute('src');
      if (src === null || !isSafeUrl(src)) element.remove();
    }
    const isMention =
      name === 'SPAN' &&
      element.getAttribute('data-type') === 'mention' &&
      MENTION_ID.test(element.getAttribute('data-id') ?? '');
    if (!isMention) for (const attribute of MENTION_ATTRIBUTES) element.removeAttribute(attribute);
  });
}

function plainText(root: NodeLike): string {
  let out = '';
  const walk = (node: NodeLike) => {
    if (node.nodeType === 3) out += node.textContent ?? '';
    else if (node.nodeName === 'BR') out += '\n';
    for (const child of Array.from(node.childNodes)) walk(child);
    if (BLOCKS.has(node.nodeName)) out += '\n';
  };
  walk(root);
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The sanitiser of user-written rich text, over a DOM `window` (the browser's, or jsdom's on
 * the server). Its own DOMPurify instance, so its hooks touch no other sanitiser.
 */
export function richTextSanitizer(window: WindowLike) {
  const purify = createDOMPurify(window);
  keepOnlySafe(purify);
  return (html: string): SanitizedRichText => {
    const fragment = purify.sanitize(html, {
      ...CONFIG,
      RETURN_DOM_FRAGMENT: true,
    }) as unknown as FragmentLike;
    const mentions: number[] = [];
    for (const span of Array.from(fragment.querySelectorAll('span[data-type="mention"]'))) {
      const id = Number(span.getAttribute('data-id'));
      if (!mentions.includes(id)) mentions.push(id);
    }
    const container = fragment.ownerDocument.createElement('div');
    container.append(fragment);
    const length = container.textContent?.length ?? 0;
    const text = plainText(container);
    return {
      html: container.innerHTML,
      text,
      length,
      mentions: mentions.slice(0, FORUM_LIMITS.mentionsPerPost),
      isEmpty: text.length === 0 && container.querySelector('img') === null,
    };
  };
}
