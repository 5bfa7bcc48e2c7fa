import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import { sessionStore } from './auth/sessions';
import { loadSigningSecret, tokenService } from './auth/tokens';
import type { Config } from './config';
import { migrate, openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed';
import { clientIpBehind } from './http/client-ip';
import { listen } from './listen';
import { startNotificationJobs } from './notifications/jobs';
import { pushSenderFromEnv } from './notifications/push-sender';
import { themeHub } from './realtime/theme-hub';
import { unreadHub } from './realtime/unread-hub';
import { forumThreadHub } from './realtime/forum-thread-hub';

export interface RunningServer {
  url: string;
  database: Database;
  /** Ends open streams, finishes in-flight requests, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds an empty one, and listens. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const database = await openDatabase(config);
  const applied = await migrate(database);
  if (applied.length) log(`database: applied ${applied.join(', ')}`);
  if (config.seedOnStart) await seedDemo(database.db, log);

  const tokens = tokenService(await loadSigningSecret(database.db, config.jwtSecret), {
    sessions: sessionStore(database.db),
  });
  const hub = themeHub(database);
  await hub.start();
  const unread = unreadHub(database);
  await unread.start();
  const forumThreads = forumThreadHub(database);
  await forumThreads.start();
  const jobs = await startNotificationJobs(database, await pushSenderFromEnv());
  const app = createApp({
    database,
    tokens,
    hub,
    unread,
    forumThreads,
    clientIp: clientIpBehind(config.trustedProxies),
    appDistDir: config.appDistDir,
    localesDir: config.localesDir,
    push: config.push,
    monitoring: config.monitoring,
  });

  const server: ServerType = await listen(app.fetch, config.port);
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    database,
    close() {
      closing ??= (async () => {
        // Streams never finish on their own, so they are ended before waiting on requests.
        await hub.close();
        await unread.close();
        await forumThreads.close();
        await jobs.stop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      })();
      return closing;
    },
  };
}
