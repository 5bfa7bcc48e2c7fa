// Weight of the first screen (JS gzipped, fonts as served) against the budget, and libraries
// that must stay off it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstScreenFiles } from './graph.mjs';

// A guard against growth: JS and fonts together. The JS of `/` on React 19 and react-dom measured
// 172.4 KiB (docs/decisions/0006, which holds its 175 KiB guard); the body font adds one 26.7 KiB
// file, rounded to 28 (docs/decisions/0012-typeface.md).
export const DEFAULT_BUDGET_KIB = 207;

// The page `/` renders (routes/table.ts: `/` is `home`, router.tsx loads pages/HomePage): its
// chunk and what it imports download on load, so they count. Renaming the page fails the check
// until this follows.
export const FIRST_SCREEN_ROUTE_CHUNKS = ['HomePage'];

// Libraries that only some screens need, so they must arrive with those screens' lazy chunks:
// push messaging (firebase) and forms (formik, yup). A library is on the first screen when a
// file matches every entry of one of its markers (strings are matched case-sensitively). Each
// marker is text that minification keeps (package names, class and displayName strings, object
// keys) and that app code would not write: the app's own route `/formik/...`, page key
// `formikDemo` and push worker path `/firebase-messaging-sw.js` must not count, which is why
// bare `formik` and `firebase-messaging` are not markers.
export const FORBIDDEN_MARKERS = [
  { library: 'firebase', allOf: ['@firebase/'] },
  { library: 'firebase', allOf: ['FirebaseError'] },
  // `useFormik` survives only unminified builds; the other two survive minification.
  { library: 'formik', allOf: ['useFormik'] },
  { library: 'formik', allOf: ['FormikContext'] },
  { library: 'formik', allOf: ['setFormikState'] },
  { library: 'yup', allOf: ['__isYupSchema__'] },
  // `ValidationError` alone is too common a name, and plain `yup` is inside react-dom's `keyup`.
  { library: 'yup', allOf: ['ValidationError', /\byup\b/] },
];

// The app runs on React 19's react-dom (docs/decisions/0006): its renderer registers itself
// with this name, a string minification keeps; an app aliased to another runtime (Preact's
// compat layer, decision 0005) has none.
export const RUNTIME_MARKER = /rendererPackageName:\s*[`"']react-dom[`"']/;

const matches = (code, part) => (typeof part === 'string' ? code.includes(part) : part.test(code));

/** Libraries whose markers appear in `code`, each named once. */
export function forbiddenLibraries(code, markers = FORBIDDEN_MARKERS) {
  const hits = markers.filter((m) => m.allOf.every((p) => matches(code, p))).map((m) => m.library);
  return [...new Set(hits)];
}

export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

const kib = (bytes) => Math.round((bytes / 1024) * 100) / 100;

/** The budget in bytes from `AJAR_SIZE_BUDGET_KIB`, or the default. */
export function budgetFromEnv(env = process.env) {
  const raw = env.AJAR_SIZE_BUDGET_KIB;
  if (raw === undefined || raw === '') return DEFAULT_BUDGET_KIB * 1024;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`AJAR_SIZE_BUDGET_KIB must be a positive number, not "${raw}"`);
  return Math.round(value * 1024);
}

/**
 * Measures `distDir`. Returns { ok, files: [{ file, rawBytes, gzipBytes, rawKiB, gzipKiB }],
 * totalRawBytes, totalGzipBytes, budgetBytes, problems } where `problems` explains any failure.
 */
export function checkSize({
  distDir,
  budgetBytes = DEFAULT_BUDGET_KIB * 1024,
  routeChunks = FIRST_SCREEN_ROUTE_CHUNKS,
}) {
  const { files: names, fonts: fontNames, problems } = firstScreenFiles(distDir, { routeChunks });
  let runtimeFound = false;
  const files = names.map((file) => {
    const buffer = readFileSync(path.join(distDir, file));
    if (RUNTIME_MARKER.test(buffer.toString('utf8'))) runtimeFound = true;
    for (const library of forbiddenLibraries(buffer.toString('utf8'))) {
      problems.push(`${file} contains ${library}, which must load lazily`);
    }
    const raw = buffer.length;
    const gzip = gzipBytes(buffer);
    return { file, rawBytes: raw, gzipBytes: gzip, rawKiB: kib(raw), gzipKiB: kib(gzip) };
  });
  // Fonts count as the server sends them: woff2 is compressed inside, and the API sends it as is.
  const fonts = fontNames.map((file) => {
    const bytes = readFileSync(path.join(distDir, file)).length;
    return { file, bytes, kiB: kib(bytes) };
  });
  const totalRawBytes = files.reduce((sum, f) => sum + f.rawBytes, 0);
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const fontBytes = fonts.reduce((sum, f) => sum + f.bytes, 0);
  const totalBytes = totalGzipBytes + fontBytes;
  if (names.length === 0 && problems.length === 0) problems.push('index.html loads no module');
  if (names.length > 0 && !runtimeFound) {
    problems.push('the first screen does not run on react-dom (its renderer is not in it)');
  }
  if (totalBytes > budgetBytes) {
    problems.push(
      `the first screen is ${kib(totalBytes)} KiB (JS ${kib(totalGzipBytes)} gzip, fonts ` +
        `${kib(fontBytes)}), over the ${kib(budgetBytes)} KiB budget by ` +
        `${kib(totalBytes - budgetBytes)} KiB`,
    );
  }
  return {
    ok: problems.length === 0,
    files,
    fonts,
    totalRawBytes,
    totalGzipBytes,
    fontBytes,
    totalBytes,
    budgetBytes,
    problems,
  };
}

/** The figures as written to bench/results/size.json. */
export function toJson(result, date = new Date()) {
  return {
    date: date.toISOString(),
    budgetKiB: kib(result.budgetBytes),
    totalGzipKiB: kib(result.totalGzipBytes),
    fontKiB: kib(result.fontBytes),
    totalKiB: kib(result.totalBytes),
    files: result.files,
    fonts: result.fonts,
  };
}

export function formatReport(result) {
  const width = Math.max(4, ...[...result.files, ...result.fonts].map((f) => f.file.length));
  const row = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(9)}  ${c.padStart(9)}`;
  const lines = [row('file', 'raw KiB', 'gzip KiB'), row('-'.repeat(width), '-------', '--------')];
  for (const f of result.files) lines.push(row(f.file, f.rawKiB.toFixed(2), f.gzipKiB.toFixed(2)));
  lines.push(
    row('total JS', kib(result.totalRawBytes).toFixed(2), kib(result.totalGzipBytes).toFixed(2)),
  );
  for (const f of result.fonts) lines.push(row(f.file, f.kiB.toFixed(2), f.kiB.toFixed(2)));
  lines.push(
    '',
    `size: ${kib(result.totalBytes)} KiB (JS ${kib(result.totalGzipBytes)} gzip + fonts ` +
      `${kib(result.fontBytes)}) of ${kib(result.budgetBytes)} KiB budget` +
      ` (${result.files.length} scripts, ${result.fonts.length} fonts) ${result.ok ? 'ok' : 'FAILED'}`,
    ...result.problems.map((p) => `  - ${p}`),
  );
  return lines.join('\n');
}
