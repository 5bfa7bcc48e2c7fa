// The root ESLint config holds the packages to their arrows: tokens <- ui <- app -> contract,
// api -> contract. These cases are imports it must refuse and imports it must let through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = '@typescript-eslint/no-restricted-imports';

const FILES = {
  tokens: 'packages/tokens/src/thing.ts',
  ui: 'packages/ui/src/Thing/Thing.tsx',
  app: 'packages/app/src/pages/ThingPage/ThingPage.tsx',
  contract: 'packages/api/src/contract/things.ts',
  api: 'packages/api/src/things/things.service.ts',
};
const test_ = (file) => file.replace(/\.tsx?$/, '.test.ts');

/** The boundary rule's complaints about `code` saved as `filePath`. */
async function complaints(code, filePath) {
  const [result] = await eslint.lintText(`${code}\nexport const used = thing;\n`, { filePath });
  assert.ok(result, `${filePath} was linted`);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const WRONG = [
  [
    'ui',
    "import { ROLE as thing } from '@ajar/api/contract/roles';",
    /ui kit does not know the API/,
  ],
  ['ui', "import type { ContentType as thing } from '@ajar/api/contract';", /ui kit does not know/],
  ['ui', "import { thing } from '@ajar/app/src/thing';", /does not import the app/],
  ['api', "import { TOAST as thing } from '@ajar/tokens';", /domain rule lives in the contract/],
  ['api', "import { thing } from '@ajar/ui';", /builds on its contract only/],
  [
    'contract',
    "import { TOAST as thing } from '@ajar/tokens';",
    /contract imports nothing of ours/,
  ],
  ['contract', "import { thing } from '../http/errors';", /contract imports nothing of ours/],
  ['tokens', "import { thing } from '@ajar/ui';", /bottom layer/],
  [
    'tokens',
    "import type { Language as thing } from '@ajar/api/contract/languages';",
    /bottom layer/,
  ],
  ['app', "import { thing } from '@ajar/api/src/app';", /only through its contract/],
  ['app', "import { thing } from '../../../../api/src/contract/roles';", /by its name/],
  ['ui', "import { thing } from '../../../tokens/src/constants';", /by its name/],
];

for (const [element, code, message] of WRONG) {
  test(`${element} may not: ${code}`, async () => {
    for (const file of [FILES[element], test_(FILES[element])]) {
      const found = await complaints(code, file);
      assert.equal(found.length, 1, `${file}: ${code} passed the lint`);
      assert.match(found[0], message);
    }
  });
}

const RIGHT = [
  ['ui', "import { color as thing } from '@ajar/tokens';"],
  ['app', "import { Button as thing } from '@ajar/ui';"],
  ['app', "import { TOAST as thing } from '@ajar/tokens';"],
  ['app', "import { ROLE as thing } from '@ajar/api/contract/roles';"],
  ['app', "import type { ContentType as thing } from '@ajar/api/contract';"],
  ['api', "import { ROLE as thing } from '../contract/roles';"],
  ['api', "import { thing } from '../http/errors';"],
  ['contract', "import { thing } from './common';"],
  ['contract', "import { z as thing } from '@hono/zod-openapi';"],
];

for (const [element, code] of RIGHT) {
  test(`${element} may: ${code}`, async () => {
    for (const file of [FILES[element], test_(FILES[element])]) {
      assert.deepEqual(await complaints(code, file), [], file);
    }
  });
}

test('tests may use the shared cases of @ajar/tokens/testing/*, sources may not', async () => {
  const code = "import { SAFE_LINKS as thing } from '@ajar/tokens/testing/link-cases';";
  for (const element of ['contract', 'api']) {
    assert.deepEqual(await complaints(code, test_(FILES[element])), [], `${element} test`);
    assert.equal((await complaints(code, FILES[element])).length, 1, `${element} source`);
  }
});
