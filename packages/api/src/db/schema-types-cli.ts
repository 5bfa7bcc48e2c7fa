// `pnpm db:types` writes schema.generated.ts from the migrations; `pnpm db:types --check`
// only compares, and fails when a migration changed without the types being regenerated.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSchemaTypes, generatedSchemaFile, schemaTypesDrift } from './schema-types';

const shown = path.relative(process.cwd(), generatedSchemaFile);
if (process.argv.includes('--check')) {
  const drift = await schemaTypesDrift();
  if (drift) {
    console.error(`${drift}\n${shown} is not what the migrations give: run \`pnpm db:types\`.`);
    process.exit(1);
  }
  console.log(`db:types: ${shown} matches the migrations`);
} else {
  await writeFile(generatedSchemaFile, await generateSchemaTypes());
  console.log(`db:types: wrote ${shown}`);
}
