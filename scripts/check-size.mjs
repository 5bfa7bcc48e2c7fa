// `pnpm size`: gzip weight of the JS the first screen of `/` downloads (index.html's scripts and
// modulepreloads, the home page's chunk that the router loads at once, and their static imports;
// other pages' chunks excluded) against the budget (DEFAULT_BUDGET_KIB), overridable with
// AJAR_SIZE_BUDGET_KIB, no firebase/formik/yup on that path, and react-dom on it (decision 0006:
// the app runs on React 19, not an alias). It counts the same files as
// `pnpm bench:first-screen` sees Chromium fetch, without a browser. Reads packages/app/dist (run
// `pnpm build` first), writes bench/results/size.json, exits 1 on a breach.
// `--dist <dir>` and `--results <file>` point elsewhere (the tests use a fixture).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { budgetFromEnv, checkSize, formatReport, toJson } from './size-check/measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { dist: { type: 'string' }, results: { type: 'string' } },
});
const distDir = path.resolve(values.dist ?? path.join(root, 'packages/app/dist'));
const resultsFile = path.resolve(values.results ?? path.join(root, 'bench/results/size.json'));

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`size: ${path.join(distDir, 'index.html')} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

let budgetBytes;
try {
  budgetBytes = budgetFromEnv();
} catch (error) {
  console.error(`size: ${error.message}`);
  process.exit(1);
}

const result = checkSize({ distDir, budgetBytes });
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(toJson(result), null, 2)}\n`);

const report = formatReport(result);
if (result.ok) console.log(report);
else {
  console.error(report);
  process.exitCode = 1;
}
