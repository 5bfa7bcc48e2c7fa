import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { preloadLocale } from './vite-locale-preload.ts';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
const preactDir = path.dirname(fileURLToPath(import.meta.resolve('preact/package.json')));
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
  plugins: [
    preact({ reactAliasesEnabled: false, jsxImportSource: 'react' }),
    serveLocales(),
    preloadLocale(),
  ],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/v1': `http://localhost:${apiPort}` },
  },
  // The app runs on Preact (decision 0005): about 56 KiB gzip less than react-dom on the first
  // screen. Absolute paths, because pnpm keeps preact out of reach of the libraries importing
  // "react".
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: `${preactDir}/compat/client.mjs` },
      { find: /^react-dom$/, replacement: `${preactDir}/compat/dist/compat.mjs` },
      { find: /^react\/jsx-runtime$/, replacement: `${preactDir}/compat/jsx-runtime.mjs` },
      { find: /^react\/jsx-dev-runtime$/, replacement: `${preactDir}/compat/jsx-dev-runtime.mjs` },
      { find: /^react$/, replacement: `${preactDir}/compat/dist/compat.mjs` },
    ],
  },
  build: { outDir: 'dist', sourcemap: true },
});
