import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
