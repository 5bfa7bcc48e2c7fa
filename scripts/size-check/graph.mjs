// Which JS and font files the browser fetches for the first screen of `/`: the scripts of
// dist/index.html, their modulepreloads, the chunk of the page `/` renders (the router imports
// it dynamically as soon as the route matches), and everything these import statically. Other
// dynamic `import()`s are left out: those chunks load later, on demand. Fonts count too: every
// `<link rel="preload" as="font">` and every font file a first-screen script names (the
// @font-face rules are written by script). `pnpm bench:first-screen` counts the same files by
// watching Chromium load `/`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TAG = (name) => new RegExp(`<${name}\\b[^>]*>`, 'gi');
const ATTR = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(tag) {
  const attrs = {};
  for (const m of tag.replace(/^<\w+|\/?>$/g, '').matchAll(ATTR)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

// Script types a browser runs; `nomodule` scripts are for browsers without modules, never ours.
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** `src` of every script the browser runs and `href` of every `<link rel="modulepreload">`. */
export function htmlEntries(html) {
  const urls = [];
  for (const [tag] of html.matchAll(TAG('script'))) {
    const a = attributes(tag);
    if (a.src && !('nomodule' in a) && RUNNABLE.has((a.type ?? '').toLowerCase())) urls.push(a.src);
  }
  for (const [tag] of html.matchAll(TAG('link'))) {
    const a = attributes(tag);
    if (a.rel?.split(/\s+/).includes('modulepreload') && a.href) urls.push(a.href);
  }
  return urls;
}

/** `href` of every `<link rel="preload" as="font">`. */
export function htmlFontPreloads(html) {
  const urls = [];
  for (const [tag] of html.matchAll(TAG('link'))) {
    const a = attributes(tag);
    if (a.rel?.split(/\s+/).includes('preload') && a.as === 'font' && a.href) urls.push(a.href);
  }
  return urls;
}

const FONT_FILE = /[\w.-]+\.(?:woff2?|ttf|otf)\b/g;

// A static import in minified Vite/Rolldown output: `import{a as b}from"./x.js"`,
// `import*as c from"./x.js"`, `import d,{e}from"./x.js"`, `import"./x.js"`, and the re-exports
// `export{a}from"./x.js"` / `export*from"./x.js"`. The clause before `from` may hold only names,
// braces, commas, `*` and spaces, and a specifier is a plain string (Rolldown writes dynamic ones
// as `import(\`./x.js\`)`), so `import(`, `import.meta` and `foo.import` cannot match. Only
// relative specifiers count: chunks always reach each other that way, while prose such as
// "import { X } from 'react-router'" in a bundled error message names a package.
const CLAUSE = String.raw`[\w$\s{},*]*?\s*from\s*`;
const STATIC_IMPORT = new RegExp(
  String.raw`(?<![\w$.])(?:import\s*(?:${CLAUSE})?|export\s*${CLAUSE})(["'])(\.{1,2}\/[^"'\s]+)\1`,
  'g',
);

/** Relative specifiers statically imported by a JS module's source, first occurrence order. */
export function staticImports(code) {
  return [...new Set([...code.matchAll(STATIC_IMPORT)].map((m) => m[2]))];
}

/** The chunk Vite made of the module named `name` (`[name]-[hash].js` in assets/), or null. */
export function routeChunk(distDir, name) {
  const dir = path.join(distDir, 'assets');
  if (!existsSync(dir)) return null;
  const pattern = new RegExp(`^${name}-[\\w-]+\\.js$`);
  const file = readdirSync(dir).find((f) => pattern.test(f));
  return file ? `assets/${file}` : null;
}

/**
 * Follows the first-screen graph inside `distDir`, from index.html and from the chunks named in
 * `routeChunks` (the pages `/` renders on load). Returns { files, fonts, problems } where `files` are
 * dist-relative POSIX paths in discovery order and `problems` are strings (missing index.html,
 * an entry, route chunk or import that is not in dist, an entry served from another origin).
 */
export function firstScreenFiles(distDir, { routeChunks = [] } = {}) {
  const problems = [];
  const htmlFile = path.join(distDir, 'index.html');
  if (!existsSync(htmlFile)) {
    return { files: [], fonts: [], problems: [`${htmlFile} is missing`] };
  }
  const html = readFileSync(htmlFile, 'utf8');

  const seeds = [];
  for (const url of htmlEntries(html)) {
    if (/^([a-z]+:)?\/\//i.test(url)) problems.push(`index.html loads ${url} from another origin`);
    // Vite writes root-absolute URLs (`/assets/x.js`) for the default base `/`.
    else seeds.push({ file: path.posix.normalize(url.split(/[?#]/)[0].replace(/^\//, '')) });
  }
  // With `build.manifest` on, the manifest lists the entry's static imports too; take them as
  // well, so a chunk the HTML does not preload is still counted.
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const visit = (key, seen = new Set()) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (chunk.file?.endsWith('.js')) seeds.push({ file: chunk.file });
      for (const dep of chunk.imports ?? []) visit(dep, seen);
    };
    visit('index.html');
  }
  for (const name of routeChunks) {
    const file = routeChunk(distDir, name);
    if (file) seeds.push({ file });
    else problems.push(`the ${name} chunk, which / loads at once, is not in dist`);
  }

  const files = [];
  const queue = seeds.map((s) => ({ ...s, from: 'index.html' }));
  while (queue.length) {
    const { file, from } = queue.shift();
    if (files.includes(file)) continue;
    const abs = path.join(distDir, file);
    if (!existsSync(abs)) {
      problems.push(`${from} needs ${file}, which is not in dist`);
      continue;
    }
    files.push(file);
    for (const spec of staticImports(readFileSync(abs, 'utf8'))) {
      queue.push({ file: path.posix.join(path.posix.dirname(file), spec), from: file });
    }
  }
  return { files, fonts: firstScreenFonts(distDir, html, files, problems), problems };
}

/**
 * Font files in dist that index.html preloads or a first-screen script names, dist-relative.
 * A named font may never be fetched (its unicode-range unused), so this can count more than a
 * browser loads, never less.
 */
function firstScreenFonts(distDir, html, scripts, problems) {
  const fonts = [];
  for (const url of htmlFontPreloads(html)) {
    const file = path.posix.normalize(url.split(/[?#]/)[0].replace(/^\//, ''));
    if (existsSync(path.join(distDir, file))) fonts.push(file);
    else problems.push(`index.html preloads ${file}, which is not in dist`);
  }
  const assets = existsSync(path.join(distDir, 'assets'))
    ? readdirSync(path.join(distDir, 'assets'))
    : [];
  for (const script of scripts) {
    for (const [name] of readFileSync(path.join(distDir, script), 'utf8').matchAll(FONT_FILE)) {
      if (assets.includes(name)) fonts.push(`assets/${name}`);
    }
  }
  return [...new Set(fonts)];
}
