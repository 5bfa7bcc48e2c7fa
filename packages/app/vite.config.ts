import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadBodyFont } from './vite-font-preload.ts';
import { preloadLocale } from './vite-locale-preload.ts';
import { listPagePreloads } from './vite-page-preload.ts';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

/** In dev, serve the repo's locales at /locales like the API does in production. */
function serveLocales(): Plugin {
  return {
    name: 'ajar-serve-locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = path.join(localesDir, path.normalize(req.url ?? '/'));
        if (!file.startsWith(localesDir) || !file.endsWith('.json') || !existsSync(file))
          return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        createReadStream(file).pipe(res);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), serveLocales(), preloadLocale(), preloadBodyFont(), listPagePreloads()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/v1': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one file: every page needs all of it
        // at once, and one response compresses better than the six small shared chunks the
        // default splitting made of it (2.5 KiB gzip less on the first screen of `/`).
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
