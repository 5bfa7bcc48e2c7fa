// The content glossary (locales/glossary.json) enforced over every string a user reads: the
// locale files, the ui kit's built-in labels and the API's messages. A word the glossary says
// to avoid is a problem unless the glossary lists that very string as an exception (a string
// fixed by the spec). Count sentences are checked too: Indonesian has one plural form, so a
// sentence with a count must also read right when the count is 1.
import ts from 'typescript';
import { flattenKeys } from './locales.mjs';

/** Where the ui kit's labels and the API's messages live, relative to the repo root. */
export const MESSAGE_SOURCES = [
  'packages/ui/src/messages',
  'packages/api/src/contract/messages.ts',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-word, case-insensitive matcher for a word or phrase: "pelatih" does not match
 * "pelatihan", "tes akhir" matches "Tes  Akhir" but not "post-test".
 */
export function wordPattern(phrase) {
  const body = phrase.trim().split(/\s+/).map(escape).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Every string of a locale tree, arrays (rich-text paragraphs and lists) included. */
export function localeStrings(file, lang, tree) {
  const out = [];
  const walk = (key, value) => {
    if (typeof value === 'string') out.push({ file, lang, key, text: value });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(`${key}[${i}]`, item));
  };
  for (const [key, value] of Object.entries(flattenKeys(tree))) walk(key, value);
  return out;
}

/**
 * The strings of a TypeScript message table: properties of the object literals named `id` and
 * `en`, e.g. `export const x = { id: { save: 'Simpan' }, en: { save: 'Save' } }`.
 */
export function messageTableStrings(file, sourceText) {
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true);
  const out = [];
  const nameOf = (node) =>
    node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
      ? node.name.text
      : undefined;
  const visit = (node) => {
    if (ts.isPropertyAssignment(node)) {
      const lang = nameOf(node);
      let table = node.initializer;
      while (ts.isAsExpression(table) || ts.isSatisfiesExpression(table)) table = table.expression;
      if ((lang === 'id' || lang === 'en') && ts.isObjectLiteralExpression(table)) {
        for (const prop of table.properties) {
          if (!ts.isPropertyAssignment(prop)) continue;
          const init = prop.initializer;
          if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init))
            out.push({ file, lang, key: nameOf(prop), text: init.text });
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The glossary's words to avoid, per language, as matchers. */
function avoidList(glossary) {
  const list = [];
  for (const term of glossary.terms ?? []) {
    for (const [lang, field] of [
      ['id', 'avoidId'],
      ['en', 'avoidEn'],
    ]) {
      for (const word of term[field] ?? [])
        list.push({
          lang,
          word,
          pattern: wordPattern(word),
          use: term[lang],
          concept: term.concept,
        });
    }
  }
  return list;
}

const isException = (glossary, string, word) =>
  (glossary.exceptions ?? []).some(
    (e) =>
      e.file === string.file && e.key === string.key && e.word.toLowerCase() === word.toLowerCase(),
  );

/**
 * Strings that use a word the glossary says to avoid:
 * { file, key, lang, word, use, concept, text } for each hit.
 */
export function findGlossaryProblems(strings, glossary) {
  const avoid = avoidList(glossary);
  const problems = [];
  for (const string of strings) {
    for (const { lang, word, pattern, use, concept } of avoid) {
      if (lang !== string.lang || !pattern.test(string.text)) continue;
      if (isException(glossary, string, word)) continue;
      const { file, key, text } = string;
      problems.push({ file, key, lang, word, use, concept, text });
    }
  }
  return problems;
}

// A count placeholder, in i18next's `{{count}}` or the ui kit's and the API's `{count}`.
const COUNT = String.raw`\{\{?count\}\}?`;
// "Semua {{count}} soal": at 1 it reads "Semua 1 soal". The quantifier presumes several.
const QUANTIFIER_BEFORE_COUNT = new RegExp(
  String.raw`(?<![\p{L}])(semua|seluruh|kedua|para|berbagai|beberapa|banyak)\s+${COUNT}`,
  'iu',
);
// "Ikuti {{count}} kursus ini": a demonstrative after a counted noun presumes several too.
const DEMONSTRATIVE_AFTER_COUNT = new RegExp(
  String.raw`${COUNT}\s+\p{L}+\s+(ini|itu|tersebut)(?![\p{L}])`,
  'iu',
);
// "{{count}} course": an English noun after a count needs its singular form ("3 of 10" does not).
const WORD_AFTER_COUNT = new RegExp(String.raw`\{\{count\}\}\s+(?!(?:of|out|per)\b)\p{L}`, 'u');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Count sentences that break at 1: an Indonesian one that presumes several ({ reason:
 * 'several' }), or an English locale key that counts a noun without `_one`/`_other` forms
 * ({ reason: 'plural' }).
 */
export function findCountProblems(strings) {
  const problems = [];
  for (const { file, lang, key, text } of strings) {
    if (
      lang === 'id' &&
      (QUANTIFIER_BEFORE_COUNT.test(text) || DEMONSTRATIVE_AFTER_COUNT.test(text))
    )
      problems.push({ file, key, lang, text, reason: 'several' });
    if (
      lang === 'en' &&
      file.endsWith('.json') &&
      !PLURAL_SUFFIX.test(key) &&
      WORD_AFTER_COUNT.test(text)
    )
      problems.push({ file, key, lang, text, reason: 'plural' });
  }
  return problems;
}
