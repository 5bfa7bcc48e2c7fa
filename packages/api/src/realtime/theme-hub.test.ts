import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/harness';
import type { Database } from '../db/client';
import { themeHub, type StreamClient } from './theme-hub';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

function recorder() {
  const frames: string[] = [];
  let ended = false;
  const client: StreamClient = {
    write: (frame) => void frames.push(new TextDecoder().decode(frame)),
    end: () => void (ended = true),
  };
  return { client, frames, isEnded: () => ended };
}

describe('theme hub', () => {
  it('keeps idle streams open with a comment line at each heartbeat', async () => {
    const hub = themeHub(database, 20);
    await hub.start();
    const { client, frames } = recorder();
    hub.subscribe(1, client);
    await expect.poll(() => frames.length).toBeGreaterThanOrEqual(2);
    expect(new Set(frames)).toEqual(new Set([': ping\n\n']));
    await hub.close();
  });

  it('ignores payloads that are not its own and ends every stream on close', async () => {
    const hub = themeHub(database, 60_000);
    await hub.start();
    const { client, frames, isEnded } = recorder();
    hub.subscribe(7, client);
    await database.notify('ajar_theme', 'not json');
    await database.notify('ajar_theme', JSON.stringify({ companyId: 7 }));
    await hub.publish(7, '#00897B');
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toBe('event: theme-updated\ndata: {"theme":{"primaryColor":"#00897B"}}\n\n');
    await hub.close();
    expect(isEnded()).toBe(true);
    expect(hub.clientCount()).toBe(0);
  });
});
