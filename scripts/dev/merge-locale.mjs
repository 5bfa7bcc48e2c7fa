// Merges a fragment `{ "id": {...}, "en": {...} }` into locales/{id,en}/common.json, section by
// section (a top-level key in the fragment replaces that key in the file). Read and written at
// once, so several people adding their own sections do not overwrite each other.
// Usage: node scripts/dev/merge-locale.mjs path/to/fragment.json
import { readFileSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const lng of ['id', 'en']) {
  const file = `locales/${lng}/common.json`;
  const current = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(fragment[lng] ?? {})) current[key] = value;
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
}
console.log(`merged ${Object.keys(fragment.id ?? {}).join(', ')} into locales/{id,en}/common.json`);
