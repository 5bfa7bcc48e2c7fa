// The root ESLint config keeps each app page to its own folder and the shared ones: these
// cases are what it must refuse and what it must let through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { appPages } from './app-pages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const APP = 'packages/app/src';
const MY_COURSES = `${APP}/features/learning/MyCoursesPage/MyCourseList.tsx`;

/** The layout rule's complaints about `code` saved as `filePath`. */
async function complaints(code, filePath = MY_COURSES) {
  const [result] = await eslint.lintText(code, { filePath });
  assert.ok(result, `${filePath} was linted`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (from) => `import { x } from '${from}';\nexport const y = x;\n`;

test('the app has its pages in areas', () => {
  const areas = new Set(appPages().map(({ area }) => area));
  for (const area of ['catalog', 'learning', 'account', 'info']) assert.ok(areas.has(area), area);
});

const WRONG = {
  'a page of the same area': '../MyCourseDetailPage/badges',
  "another page's folder itself": '../MyCourseDetailPage',
  'a page of another area': '../../catalog/CoursesPage/courseCard',
  "a page's fixtures": '../../catalog/HomePage/HomePage.fixtures',
  'a page from deeper down': '../../../features/info/TermsPage/TermsPage.sections',
};

for (const [name, from] of Object.entries(WRONG)) {
  test(`a page may not import ${name}`, async () => {
    const [message, ...rest] = await complaints(use(from));
    assert.match(message ?? '', /move what several pages use to a shared folder/, from);
    assert.deepEqual(rest, []);
  });
  test(`a shared module may not import ${name}`, async () => {
    const found = await complaints(use(from), `${APP}/features/learning/shared/CourseActions.tsx`);
    assert.equal(found.length, 1, from);
  });
}

test('a re-export from another page is refused too', async () => {
  const found = await complaints(`export { x } from '../MyCourseDetailPage/badges';\n`);
  assert.equal(found.length, 1);
});

test('a page may import its own files, its area shared, the app shared and the rest', async () => {
  const code = [
    "import { MyCoursesPage } from './MyCoursesPage';",
    "import { useMyCoursesTab } from './useMyCoursesTab';",
    "import { FinalQuizBadge } from '../shared/badges';",
    "import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';",
    "import { courses } from '../../../shared/fixtures/HomePage.fixtures';",
    "import { apiPath } from '../../../api';",
    "import { Button } from '@ajar/ui';",
    'export const all = [MyCoursesPage, useMyCoursesTab, FinalQuizBadge];',
    'export const more = [useNavigateOnClick, courses, apiPath, Button];',
  ].join('\n');
  assert.deepEqual(await complaints(code), []);
});

test('the route table may load any page', async () => {
  const code = use('../features/catalog/CoursesPage/coursesQuery');
  assert.deepEqual(await complaints(code, `${APP}/routes/preloadData.ts`), []);
});
