import { Hono } from 'hono';
import type { ApiErrorBody } from './contract';
import type { Database } from './db/client';
import { healthRoutes } from './routes/health';
import { serveApp, serveDirectory } from './static';

export interface AppDeps {
  db: Database;
  /** Built browser app to serve; omitted for an API-only instance. */
  appDistDir?: string;
  localesDir?: string;
}

export function createApp({ db, appDistDir, localesDir }: AppDeps) {
  const app = new Hono();

  app.route('/v1/health', healthRoutes(db));
  // Unknown API paths answer JSON, never the app's HTML fallback.
  app.all('/v1/*', (c) =>
    c.json<ApiErrorBody>({ error: { code: 'not_found', message: 'Not found' } }, 404),
  );

  if (localesDir) app.use('/locales/*', serveDirectory(localesDir, '/locales'));
  if (appDistDir) app.use('*', serveApp(appDistDir));

  app.onError((err, c) => {
    console.error(err);
    return c.json<ApiErrorBody>(
      { error: { code: 'internal', message: 'Internal server error' } },
      500,
    );
  });
  return app;
}
