import { Hono } from 'hono';
import type { HealthResponse } from '../contract';
import type { Database } from '../db/client';

const VERSION = '0.1.0';

export function healthRoutes(db: Database) {
  return new Hono().get('/', async (c) => {
    const databaseUp = await db.ping();
    const body: HealthResponse = {
      status: databaseUp ? 'ok' : 'degraded',
      database: databaseUp ? 'ok' : 'unavailable',
      version: VERSION,
    };
    return c.json(body, databaseUp ? 200 : 503);
  });
}
