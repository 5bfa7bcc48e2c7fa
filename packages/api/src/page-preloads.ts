import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_PRELOADS_FILE, publicPage } from './contract/first-data';

/** A chunk of the built app, as its build names them: nothing else goes into the page. */
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * The `<link rel="modulepreload">`s of the chunks the public page at `pathname` loads, from
 * the build's list (vite-page-preload.ts), so the browser fetches them while the entry runs
 * instead of after; '' for any other page, or a build without the list. At low priority: at
 * the entry's, thirty small files shared a slow line with it and the first paint came about
 * half a second later (Lighthouse mobile, decision 0020).
 */
export async function pagePreloads(distDir: string, pathname: string): Promise<string> {
  const shown = publicPage(pathname);
  if (!shown) return '';
  const list = (await readFile(path.join(distDir, PAGE_PRELOADS_FILE), 'utf8')
    .then(JSON.parse)
    .catch(() => ({}))) as Record<string, unknown>;
  const files = list[shown.page];
  if (!Array.isArray(files)) return '';
  return files
    .filter((file): file is string => typeof file === 'string' && CHUNK.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join('');
}
