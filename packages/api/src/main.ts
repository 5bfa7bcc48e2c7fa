import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openEmbeddedDatabase } from './db/client';

const config = loadConfig();
const db = await openEmbeddedDatabase(config.dataDir);
const app = createApp({ db, appDistDir: config.appDistDir, localesDir: config.localesDir });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Ajar is running at http://localhost:${info.port}`);
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: finishing open requests, then closing the database`);
  server.close(() => {
    void db.close().finally(() => process.exit(0));
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
