// Runs the locale and source checks over a repo checkout and words the report.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  MESSAGE_SOURCES,
  findCountProblems,
  findGlossaryProblems,
  localeStrings,
  messageTableStrings,
} from './glossary.mjs';
import { compareLocales, keyFamilies, keyFamily } from './locales.mjs';
import { findLiteralStrings, findUsedKeys } from './source.mjs';

// Indonesian is the product's source language: keys used in code must exist there first.
const SOURCE_LANGUAGE = 'id';
const APP_SRC = 'packages/app/src';

const GLOSSARY = 'locales/glossary.json';

const posix = (p) => p.split(path.sep).join('/');

/** Every string a user reads: locale files, the ui kit's labels, the API's messages. */
function readStrings(root, locales) {
  const strings = [];
  for (const [file, tree] of Object.entries(locales))
    strings.push(...localeStrings(file, file.split('/')[1], tree));
  for (const source of MESSAGE_SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const files = source.endsWith('.ts')
      ? [source]
      : readdirSync(full, { recursive: true })
          .map((f) => posix(path.join(source, f)))
          .filter((f) => f.endsWith('.ts') && !/\.(test|stories)\.ts$/.test(f))
          .sort();
    for (const file of files)
      strings.push(...messageTableStrings(file, readFileSync(path.join(root, file), 'utf8')));
  }
  return strings;
}

/** Every `locales/<lng>/common.json`, keyed by its repo-relative path. */
function readLocales(root) {
  const dir = path.join(root, 'locales');
  const locales = {};
  const order = (lng) => (lng === SOURCE_LANGUAGE ? '' : lng);
  for (const lng of readdirSync(dir).sort((a, b) => order(a).localeCompare(order(b)))) {
    const file = path.join(dir, lng, 'common.json');
    if (existsSync(file))
      locales[posix(path.relative(root, file))] = JSON.parse(readFileSync(file));
  }
  return locales;
}

/** App sources that ship to users: no tests, stories or declaration files. */
export function isCheckedSource(file) {
  return /\.tsx?$/.test(file) && !/\.(test|stories)\.|\.d\.ts$/.test(file);
}

export function runI18nCheck(root) {
  const locales = readLocales(root);
  const sourceFile = `locales/${SOURCE_LANGUAGE}/common.json`;
  if (!locales[sourceFile]) throw new Error(`${sourceFile} is missing`);
  const localeProblems = compareLocales(locales);
  const known = keyFamilies(locales[sourceFile]);

  const keyProblems = [];
  const literalProblems = [];
  const srcDir = path.join(root, APP_SRC);
  const files = readdirSync(srcDir, { recursive: true })
    .map((f) => posix(path.join(APP_SRC, f)))
    .filter(isCheckedSource)
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { key, line } of findUsedKeys(text, file)) {
      if (!known.has(keyFamily(key)))
        keyProblems.push({ file, line, key, missingFrom: sourceFile });
    }
    if (file.endsWith('.tsx')) {
      for (const found of findLiteralStrings(text, file)) literalProblems.push({ file, ...found });
    }
  }
  const strings = readStrings(root, locales);
  const glossaryFile = path.join(root, GLOSSARY);
  const glossaryProblems = existsSync(glossaryFile)
    ? findGlossaryProblems(strings, JSON.parse(readFileSync(glossaryFile, 'utf8')))
    : [];
  return {
    languages: Object.keys(locales).map((f) => f.split('/')[1]),
    keyCount: known.size,
    fileCount: files.length,
    localeProblems,
    keyProblems,
    literalProblems,
    glossaryProblems,
    countProblems: findCountProblems(strings),
  };
}

export function problemCount(result) {
  return (
    result.localeProblems.length +
    result.keyProblems.length +
    result.literalProblems.length +
    result.glossaryProblems.length +
    result.countProblems.length
  );
}

export function formatReport(result) {
  const { languages, keyCount, fileCount } = result;
  const total = problemCount(result);
  const summary =
    `i18n: ${keyCount} keys in ${languages.join(' and ')}, ` +
    `${fileCount} files checked, ${total} problems`;
  if (total === 0) return summary;

  const out = [];
  const section = (title, rows) =>
    rows.length && out.push('', `${title}:`, ...rows.map((r) => `  ${r}`));
  section(
    'Locale files out of step',
    result.localeProblems.map((p) =>
      p.kind === 'missing'
        ? `${p.file}: missing "${p.key}" (present in ${p.presentIn})`
        : p.kind === 'empty'
          ? `${p.file}: "${p.key}" is an empty string`
          : `${p.file}: "${p.key}" is missing, and every plural family needs its _other form`,
    ),
  );
  section(
    'Keys used in code but not translated',
    result.keyProblems.map((p) => `${p.file}:${p.line}: "${p.key}" is not in ${p.missingFrom}`),
  );
  section(
    'Text written into components (use t(); `// i18n-ignore` above for proper nouns)',
    result.literalProblems.map((p) => `${p.file}:${p.line}:${p.col}: ${p.where} "${p.text}"`),
  );
  section(
    `Words the glossary (${GLOSSARY}) says to avoid`,
    result.glossaryProblems.map(
      (p) => `${p.file}: "${p.key}" uses "${p.word}" (${p.concept}: write "${p.use}")`,
    ),
  );
  section(
    'Count sentences that break when the count is 1',
    result.countProblems.map((p) =>
      p.reason === 'several'
        ? `${p.file}: "${p.key}" presumes several ("${p.text}"); write it without the count, or add a key for 1`
        : `${p.file}: "${p.key}" counts a noun; split it into "${p.key}_one" and "${p.key}_other"`,
    ),
  );
  return [summary, ...out].join('\n');
}
