// The app's layout rule (packages/app/README.md): a page folder, features/<area>/<Page>/,
// imports its own files, its area's shared/ and src/shared/, never another page's folder; the
// shared folders import no page at all. What two pages need belongs in a shared folder.
//
// no-restricted-imports only sees the import's text, not where it resolves, so the rule is
// one block per page folder that refuses any import naming another page folder. The folders
// are read when ESLint starts, so a new page is covered without editing this file.
import { readdirSync } from 'node:fs';

const FEATURES = 'packages/app/src/features';
const SHARED = 'shared';

const MESSAGE =
  "A page imports only its own folder, its area's shared/ and src/shared/: move what several pages use to a shared folder (packages/app/README.md).";

function folders(dir) {
  return readdirSync(new URL(`../../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every page folder, as `{ area, page }`; page folder names are unique across areas. */
export function appPages() {
  return folders(FEATURES).flatMap((area) =>
    folders(`${FEATURES}/${area}`)
      .filter((page) => page !== SHARED)
      .map((page) => ({ area, page })),
  );
}

/** Refuses any import with one of `pages` as a path segment (`../X/y`, `../../a/X`). */
function refusePages(pages) {
  if (pages.length === 0) return {};
  const names = pages.map((page) => page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `(^|/)(${names})(/|$)`, message: MESSAGE }] },
    ],
  };
}

/** The flat-config blocks: one per page folder, one for the shared folders. */
export function appPageBoundaries() {
  const pages = appPages();
  const all = pages.map(({ page }) => page);
  return [
    ...pages.map(({ area, page }) => ({
      name: `ajar/app-pages/${area}/${page}`,
      files: [`${FEATURES}/${area}/${page}/**`],
      rules: refusePages(all.filter((other) => other !== page)),
    })),
    {
      name: 'ajar/app-pages/shared',
      files: [`${FEATURES}/*/${SHARED}/**`, `packages/app/src/${SHARED}/**`],
      rules: refusePages(all),
    },
  ];
}
