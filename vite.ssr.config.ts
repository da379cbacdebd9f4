// The server render's bundle (src/app/prerender/entry.tsx -> dist-ssr/entry.js): the portal's own
// modules and libraries as the browser build has them (docs/performance.md, "HTML first").
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionBuilds } from './scripts/build/production-builds.ts';

const stub = fileURLToPath(new URL('./src/lib/pdf/unsupported-optional.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), productionBuilds()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/forms/plain-text-markdown.tsx', import.meta.url)),
      'object-assign': fileURLToPath(new URL('./src/lib/object-assign.ts', import.meta.url)),
      html2canvas: stub,
      canvg: stub,
    },
  },
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
