import { defineConfig } from 'vite';

// Bundles the server for `node dist/main.js`; workspace packages are inlined (they ship TS
// source), npm dependencies stay external so PGlite finds its WebAssembly files. The embedded
// database's thread is a second entry, `dist/pglite-worker.mjs`, beside main.js as its source
// is beside the module that starts it.
export default defineConfig({
  build: {
    ssr: true,
    rollupOptions: {
      input: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.mjs' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'pglite-worker' ? '[name].mjs' : '[name].js'),
      },
    },
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
  },
  ssr: { noExternal: [/^@ajar\//] },
});
