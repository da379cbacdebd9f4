import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/engine/forms/plain-text-markdown.tsx', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    restoreMocks: true,
    // A safety net for a hung test, not a speed check: at load 10-20 on two cores a test that takes
    // 3 s alone takes 30 s and more (no test asserts a duration; timings belong to `npm run bench`).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default leaves one core free: on CI's two cores that is one fork and 9 min instead of 6.5.
    maxWorkers: 2,
  },
});
