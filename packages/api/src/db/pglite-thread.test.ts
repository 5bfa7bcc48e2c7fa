import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFiles } from '../testing/embedded-files';
import { openEmbeddedDatabase, type Database } from './client';
import { startPgliteThread } from './pglite-thread';

let database: Database;
beforeAll(async () => {
  database = await openEmbeddedDatabase(undefined, { files: await embeddedFiles() });
});
afterAll(() => database.close());

describe('the embedded database in its own thread', () => {
  it('answers queries with the types the code reads (dates, numbers, json)', async () => {
    const { rows } = await sql<{ at: Date; n: number; doc: { a: number[] } }>`
      select timestamptz '2026-11-28 10:00:00+07' as at, 42 as n, '{"a":[1,2]}'::jsonb as doc
    `.execute(database.db);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.at.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(rows[0]?.n).toBe(42);
    expect(rows[0]?.doc).toEqual({ a: [1, 2] });
  });

  it("keeps PostgreSQL's error fields, which the code reads to answer 409 and 422", async () => {
    await sql`create temporary table once (id int primary key)`.execute(database.db);
    await sql`insert into once values (1)`.execute(database.db);
    const error = await sql`insert into once values (1)`.execute(database.db).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'once_pkey' });
  });

  it('leaves the event loop free while a long query runs', async () => {
    // On the main thread the whole query ran in one synchronous call: a timer due meanwhile
    // (another request, a stream's heartbeat) waited for its end.
    const order: string[] = [];
    const query = sql`select count(*) from generate_series(1, 1000000)`
      .execute(database.db)
      .then(() => order.push('query answered'));
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer fired');
        resolve();
      }, 1),
    );
    await query;
    expect(order).toEqual(['timer fired', 'query answered']);
  });

  it('delivers notifications to each listener until it stops listening', async () => {
    const heard: string[] = [];
    const stopA = await database.listen('thread_test', (p) => heard.push(`a:${p}`));
    const stopB = await database.listen('thread_test', (p) => heard.push(`b:${p}`));
    const arrived = (n: number) => expect.poll(() => heard.length).toBe(n);
    await database.notify('thread_test', 'one');
    await arrived(2);
    await stopA();
    await database.notify('thread_test', 'two');
    await arrived(3);
    await stopB();
    await database.notify('thread_test', 'three');
    await database.notify('thread_test_other', 'x');
    await sql`select 1`.execute(database.db);
    expect(heard.sort()).toEqual(['a:one', 'b:one', 'b:two']);
  });

  it('refuses queries once closed, with a plain reason', async () => {
    const thread = await startPgliteThread({ files: await embeddedFiles() });
    await thread.close();
    await expect(thread.query('select 1', [])).rejects.toThrow('the embedded database is closed');
  });
});
