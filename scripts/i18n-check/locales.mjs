// Locale parity: every locale must offer the same keys, so a user never sees a raw key or a
// silent fallback to another language.

// i18next picks `key_<category>` by Intl.PluralRules, and falls back to the bare key. Indonesian
// has only the `other` category, so `id` writes `x` where `en` writes `x_one` + `x_other`; both
// are one key family.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Nested JSON to dotted key paths: { a: { b: 'x' } } -> { 'a.b': 'x' }. */
export function flattenKeys(tree, prefix = '') {
  const flat = {};
  for (const [name, value] of Object.entries(tree ?? {})) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(flat, flattenKeys(value, key));
    } else {
      flat[key] = value;
    }
  }
  return flat;
}

/** The key family a dotted key belongs to: `courses.count_one` -> `courses.count`. */
export function keyFamily(key) {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The set of key families of a nested locale tree. */
export function keyFamilies(tree) {
  return new Set(Object.keys(flattenKeys(tree)).map(keyFamily));
}

/**
 * Compares locales given as { [fileName]: nestedTree }. Returns problems:
 * { kind: 'missing', key, file, presentIn } when a family exists elsewhere but not in `file`,
 * { kind: 'empty', key, file } for an empty or blank string,
 * { kind: 'plural', key, file } for plural forms without the `_other` form every language needs.
 */
export function compareLocales(locales) {
  const problems = [];
  const families = new Map();
  for (const [file, tree] of Object.entries(locales)) {
    const flat = flattenKeys(tree);
    families.set(file, new Set(Object.keys(flat).map(keyFamily)));
    const withoutOther = new Set();
    for (const [key, value] of Object.entries(flat)) {
      if (typeof value === 'string' && value.trim() === '') {
        problems.push({ kind: 'empty', key, file });
      }
      const other = `${keyFamily(key)}_other`;
      if (PLURAL_SUFFIX.test(key) && !(other in flat)) withoutOther.add(other);
    }
    for (const key of withoutOther) problems.push({ kind: 'plural', key, file });
  }
  const firstSeenIn = new Map();
  for (const [file, own] of families) {
    for (const key of own) if (!firstSeenIn.has(key)) firstSeenIn.set(key, file);
  }
  for (const [file, own] of families) {
    for (const [key, presentIn] of firstSeenIn) {
      if (!own.has(key)) problems.push({ kind: 'missing', key, file, presentIn });
    }
  }
  return problems;
}
