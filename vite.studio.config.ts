// The operator studio's own build (docs/studio.md): a separate Vite build into dist/studio/, so no
// chunk of it is shared with, or changes, the portal's graph (nothing of it on a member page's load).
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/build/precompress.ts';
import { productionBuilds } from './scripts/build/production-builds.ts';
import { CSP_NONCE_PLACEHOLDER } from './src/lib/csp-nonce-placeholder.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const precompressStudio = (): Plugin => ({
  name: 'studio-precompress',
  apply: 'build',
  closeBundle() {
    precompressDir(path.join(root, 'dist/studio'));
  },
});

export default defineConfig({
  plugins: [react(), productionBuilds(), precompressStudio()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/forms/plain-text-markdown.tsx', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'studio/assets',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { studio: fileURLToPath(new URL('./studio/index.html', import.meta.url)) } },
  },
});
