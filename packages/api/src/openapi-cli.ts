// `pnpm lint:openapi` step one: writes the API's OpenAPI document to a file, as the server
// publishes it at /v1/openapi.json, so independent tools can check it without a server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { tokenService } from './auth/tokens';
import { openEmbeddedDatabase } from './db/client';
import { themeHub } from './realtime/theme-hub';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
// An in-memory database: the document comes from the routes, never from data.
const database = await openEmbeddedDatabase();
const app = createApp({ database, tokens: tokenService('document-only'), hub: themeHub(database) });
const res = await app.request('/v1/openapi.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(await res.json(), null, 2)}\n`);
await database.close();
console.log(`openapi: wrote ${path.relative(process.cwd(), out)}`);
