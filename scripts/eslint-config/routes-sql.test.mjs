// The root ESLint config keeps SQL out of the API's route files: these cases are what it must
// refuse and what it must let through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const ROUTES = 'packages/api/src/things/things.routes.ts';
const RULES = new Set(['no-restricted-syntax', 'no-restricted-imports']);

/** The layout rule's complaints about `code` saved as `filePath`, as `line:message`. */
async function complaints(code, filePath = ROUTES) {
  const [result] = await eslint.lintText(code, { filePath });
  assert.ok(result, `${filePath} was linted`);
  return result.messages.filter((m) => RULES.has(m.ruleId)).map((m) => `${m.line}:${m.message}`);
}

const WRONG = {
  selectFrom: `export const f = (db: any) => db.selectFrom('users').selectAll().execute();`,
  insertInto: `export const f = (db: any) => db.insertInto('users').values({}).execute();`,
  updateTable: `export const f = (db: any) => db.updateTable('users').set({}).execute();`,
  deleteFrom: `export const f = (db: any) => db.deleteFrom('users').execute();`,
  transaction: `export const f = (db: any) => db.transaction().execute(async () => 1);`,
  'sql template': `declare const sql: any;\nexport const now = sql\`now()\`;`,
  'typed sql template': `declare const sql: any;\nexport const n = sql<number>\`count(*)\`;`,
  'sql import': `import { sql } from 'kysely';\nexport const raw = sql.raw;`,
};

for (const [name, code] of Object.entries(WRONG)) {
  test(`a *.routes.ts file may not use ${name}`, async () => {
    const found = await complaints(code);
    assert.ok(found.length > 0, `${name} passed the lint`);
    for (const message of found) assert.match(message, /belongs in the feature's \*\.queries\.ts/);
  });
}

test('a transaction in a route file is sent to the service', async () => {
  const [message] = await complaints(WRONG.transaction);
  assert.match(message, /\*\.service\.ts/);
});

test('a route file that calls its queries and service passes', async () => {
  const code = [
    "import type { Kysely } from 'kysely';",
    "import { listThings } from './things.queries';",
    "import { renameThing } from './things.service';",
    'export async function answer(db: Kysely<object>, id: number) {',
    '  await renameThing(db, id);',
    '  return listThings(db, id);',
    '}',
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath: ROUTES });
  assert.deepEqual(
    result.messages.map((m) => `${m.ruleId} ${m.line}:${m.message}`),
    [],
  );
});

test('the same SQL passes in a queries or service module', async () => {
  for (const file of ['things.queries.ts', 'things.service.ts']) {
    for (const code of Object.values(WRONG)) {
      assert.deepEqual(await complaints(code, `packages/api/src/things/${file}`), [], file);
    }
  }
});
