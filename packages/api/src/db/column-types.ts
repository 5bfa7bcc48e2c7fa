import type { ColumnType } from 'kysely';

/** A row's creation time: set by the database's default, written at most once, never updated. */
export type CreatedAt = ColumnType<Date, Date | string, never>;

/** A json/jsonb column written as JSON text (JSON.stringify) and read back parsed as T. */
export type JsonText<T> = ColumnType<T, string, string>;

/**
 * A calendar day, written as 'YYYY-MM-DD'. Read it as text (`to_char(d, 'YYYY-MM-DD')`): pg
 * and PGlite turn a bare `date` into Date objects at different midnights, so it reads unknown.
 */
export type CalendarDate = ColumnType<unknown, string, string>;
