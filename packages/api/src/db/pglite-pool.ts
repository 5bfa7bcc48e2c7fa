import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

export interface SessionResult {
  rows: unknown[];
  affectedRows?: number;
}

/** What the pool needs of PGlite: a PGlite itself, or one in its own thread (pglite-thread). */
export interface EmbeddedSession {
  query(sqlText: string, parameters: unknown[]): Promise<SessionResult>;
  exec(sqlText: string): Promise<SessionResult[]>;
}

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sqlText: string): Command {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase();
  return word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE'
    ? word
    : 'SELECT';
}

/**
 * Presents one PGlite instance to Kysely as a pool of one connection. PGlite is a single
 * session, so a transaction must own it until commit: `connect()` waits for the previous
 * holder's `release()`, which keeps concurrent requests from interleaving inside another's
 * transaction.
 */
export function pglitePool(pg: EmbeddedSession): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query(sqlText: string, parameters: readonly unknown[]) {
        // A script without parameters may hold several statements (migrations); the
        // extended protocol behind query() accepts only one.
        if (parameters.length === 0 && /;\s*\S/.test(sqlText)) {
          const results = await pg.exec(sqlText);
          const last = results.at(-1);
          return {
            command: commandOf(sqlText),
            rowCount: last?.affectedRows ?? 0,
            rows: last?.rows ?? [],
          };
        }
        const result = await pg.query(sqlText, parameters as unknown[]);
        return {
          command: commandOf(sqlText),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release,
    }) as PostgresPoolClient;

  return {
    async connect() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const previous = tail;
      tail = previous.then(() => held);
      await previous;
      return client(release);
    },
    async end() {
      await tail;
    },
  };
}
