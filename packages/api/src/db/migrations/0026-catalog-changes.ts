import { sql, type Kysely } from 'kysely';

/**
 * Each API process keeps the public catalog's answers in memory (catalog/catalog-cache.ts)
 * and must forget them the moment what they show changes, whoever changes it: a request, the
 * seed, a later authoring screen or an operator's SQL. So the tables they read announce every
 * change themselves on `catalog_changed`, once per statement (a thousand-row import is one
 * notice, and PostgreSQL folds equal notices of one transaction into one). A user's name
 * counts only for its `name` column: a trainer's name is on every course card.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function catalog_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalog_changed', '');
      return null;
    end $$;
    create trigger courses_catalog_changed after insert or update or delete or truncate
      on courses for each statement execute function catalog_changed();
    create trigger categories_catalog_changed after insert or update or delete or truncate
      on categories for each statement execute function catalog_changed();
    create trigger course_sections_catalog_changed after insert or update or delete or truncate
      on course_sections for each statement execute function catalog_changed();
    create trigger course_contents_catalog_changed after insert or update or delete or truncate
      on course_contents for each statement execute function catalog_changed();
    create trigger users_catalog_changed after update of name
      on users for each statement execute function catalog_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger users_catalog_changed on users;
    drop trigger course_contents_catalog_changed on course_contents;
    drop trigger course_sections_catalog_changed on course_sections;
    drop trigger categories_catalog_changed on categories;
    drop trigger courses_catalog_changed on courses;
    drop function catalog_changed();
  `.execute(db);
}
