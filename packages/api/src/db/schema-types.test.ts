import { sql, type Kysely, type Migration, type MigrationProvider, type Selectable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { migrationProvider } from './migrations';
import type { CalendarFeedTable } from './schema';
import { columnRefinements } from './schema-columns';
import { generateSchemaTypes, schemaTypesDrift } from './schema-types';

/** The product's migrations plus one more, as a developer would add it. */
function withMigration(
  name: string,
  up: (db: Kysely<unknown>) => Promise<void>,
): MigrationProvider {
  return {
    async getMigrations() {
      const extra: Migration = { up };
      return { ...(await migrationProvider.getMigrations()), [name]: extra };
    },
  };
}

// Each case migrates a fresh embedded database, which outlasts the default 5 s on a busy machine.
describe('generated database types', { timeout: 60_000 }, () => {
  it('reports a migration whose types were not regenerated, column by column', async () => {
    const provider = withMigration('9999-unregenerated', async (db) => {
      await sql`
        alter table companies add column motto text;
        alter table devices alter column platform drop not null;
      `.execute(db);
    });
    const drift = await schemaTypesDrift(provider);
    expect(drift).toContain('+  motto: string | null;');
    // A refined column still takes its nullability from SQL, not from schema-columns.ts.
    expect(drift).toContain("-  platform: 'web';");
    expect(drift).toContain("+  platform: 'web' | null;");
  });

  it('refuses a refinement for a column the migrations do not make', async () => {
    const refinements = { ...columnRefinements, 'companies.slogan': { doc: 'Gone.' } };
    await expect(generateSchemaTypes(migrationProvider, refinements)).rejects.toThrow(
      'companies.slogan',
    );
  });

  it('reads a defaulted timestamp as a Date (checked by tsc)', () => {
    // The hand-written types had Generated<Timestamp>, which Kysely's Generated does not
    // unwrap: a calendar feed's created_at read as a ColumnType, not a Date.
    expectTypeOf<Selectable<CalendarFeedTable>['created_at']>().toEqualTypeOf<Date>();
  });
});
