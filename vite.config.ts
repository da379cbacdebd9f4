import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress';
import { CSP_NONCE_PLACEHOLDER } from './src/lib/csp-nonce-placeholder';

export default defineConfig({
  plugins: [react(), precompress()],
  // The CSP nonce placeholder: Vite writes it into <meta property="csp-nonce"> and onto every
  // script, style and link tag of index.html; the server replaces it per response (docs/deploying.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/forms/plain-text-markdown.tsx', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
  },
});
