// `pnpm i18n`: locale parity between locales/id and locales/en, keys used by the app exist,
// no user-facing text is written straight into app components, no string (locales, ui labels, API
// messages) uses a word locales/glossary.json says to avoid, and no count sentence breaks at 1.
// Exits 1 on any problem.
// `--root <dir>` checks another checkout (the tests use a fixture).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatReport, problemCount, runI18nCheck } from './i18n-check/check.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = values.root ?? fileURLToPath(new URL('..', import.meta.url));

let result;
try {
  result = runI18nCheck(root);
} catch (error) {
  // A missing locale file or source folder is a setup problem, not a crash worth a stack trace.
  console.error(`i18n: ${error.message}`);
  process.exit(1);
}
const report = formatReport(result);
if (problemCount(result) > 0) {
  console.error(report);
  process.exitCode = 1;
} else {
  console.log(report);
}
