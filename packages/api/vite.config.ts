import { defineConfig } from 'vite';

// Bundles the server for `node dist/main.js`; workspace packages are inlined (they ship TS
// source), npm dependencies stay external so PGlite finds its WebAssembly files.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
  },
  ssr: { noExternal: [/^@ajar\//] },
});
