// The server render's bundle (src/app/prerender/entry.tsx -> dist-ssr/entry.js): the portal's own
// modules and libraries as the browser build has them (docs/performance.md, "HTML first").
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { declarationText } from './scripts/build/declaration-text.ts';
import { portalAliases } from './scripts/build/portal-aliases.ts';
import { productionBuilds } from './scripts/build/production-builds.ts';
import { styledComponentIds } from './scripts/build/styled-component-ids.ts';


export default defineConfig({
  // styledComponentIds: the browser build's ids, so the render's classes are the client's.
  plugins: [react(), styledComponentIds(), productionBuilds(), declarationText()],
  resolve: { alias: portalAliases },
  // Every library bundled, from the builds the browser gets (ESM, React Router's production build:
  // production-builds.ts): no CommonJS interop at run time, and the file runs without node_modules.
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('./src/app/prerender/entry.tsx', import.meta.url)),
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'entry.js', codeSplitting: false } },
  },
});
