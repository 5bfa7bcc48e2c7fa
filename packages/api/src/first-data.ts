import type { Context } from 'hono';
import { FIRST_DATA_ELEMENT_ID, firstReads } from './contract/first-data';

/**
 * How long a page waits for its first answers. A catalog read takes a few milliseconds; one
 * slower than this (a busy or cold database) is left to the browser, so the page itself is
 * never held up by more than this.
 */
export const FIRST_DATA_BUDGET_MS = 150;

/** Sends a GET through the API itself, in this process, as the page's visitor would. */
export type ApiRead = (path: string, init: RequestInit, c: Context) => Promise<Response>;

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--` in a
 * course title can end or change it), no `>` or `&`, and no line separators older parsers
 * choke on. JSON.parse reads the escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * An answer worth inlining: a 200 JSON body that the API lets anyone keep. `private` or
 * `no-store` marks an answer for one visitor alone, which a page's HTML must never carry.
 */
async function publicAnswer(response: Response): Promise<unknown> {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (
    response.status !== 200 ||
    !response.headers.get('content-type')?.startsWith('application/json') ||
    /\b(private|no-store)\b/.test(cacheControl)
  )
    return undefined;
  return response.json();
}

/**
 * The `<script type="application/json">` with the first answers of the public page `c` asks
 * for, or '' for any other page or when none came in time. Each is read anonymously with the
 * page request's host (the tenant) and language, as the signed-out app would read it.
 */
export function firstData(read: ApiRead, budgetMs = FIRST_DATA_BUDGET_MS) {
  return async (c: Context): Promise<string> => {
    const url = new URL(c.req.url);
    const paths = firstReads(url.pathname, url.searchParams);
    if (!paths.length) return '';
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['host', 'accept-language']) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), budgetMs);
    });
    const answers = await Promise.all(
      paths.map((path) =>
        Promise.race([
          read(path, { headers }, c)
            .then(publicAnswer)
            .catch(() => undefined),
          late,
        ]),
      ),
    ).finally(() => clearTimeout(timer));
    const inlined = Object.fromEntries(
      paths.flatMap((path, i) => (answers[i] === undefined ? [] : [[path, answers[i]]])),
    );
    if (!Object.keys(inlined).length) return '';
    return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(inlined)}</script>`;
  };
}
