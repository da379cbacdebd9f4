import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/build/precompress';
import { rendererPreload, withoutRendererPreloads } from './scripts/build/renderer-preload';
import { CSP_NONCE_PLACEHOLDER } from './src/lib/csp-nonce-placeholder';

const stub = fileURLToPath(new URL('./src/lib/pdf/unsupported-optional.ts', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    rendererPreload(),
    precompress(),
    // The service worker (src/sw/sw.ts -> /sw.js, Workbox). Registration and the manifest happen at
    // run time from the channel's config (src/app/pwa/): nothing is injected into index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}', 'assets/*.json'],
        globIgnores: ['portal.config.json', '**/*.map', 'sw.js', '**/*.gz', '**/*.br'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // The CSP nonce placeholder: Vite writes it into <meta property="csp-nonce"> and onto every
  // script, style and link tag of index.html; the server replaces it per response (docs/deploying.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/forms/plain-text-markdown.tsx', import.meta.url)),
      html2canvas: stub,
      canvg: stub,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    modulePreload: { resolveDependencies: withoutRendererPreloads },
  },
});
