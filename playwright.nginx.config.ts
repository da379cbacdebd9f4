// The production build through the real nginx with the repo's deploy/nginx/ config (strict CSP,
// caching, a channel per host): `npx playwright test -c playwright.nginx.config.ts`.
// Part of `npm run test:e2e`; docs/deploying.md.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './playwright.config';
import { NGINX_PORT, origin } from './tests/nginx/ports';

export default defineConfig({
  testDir: 'tests/nginx',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-nginx' }]],
  outputDir: 'test-results-nginx',
  use: {
    baseURL: origin('default.localhost'),
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Each channel is a host name; *.localhost reaches nginx on loopback.
      args: [...chromiumArgs, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
    },
  },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'tsx tests/nginx/serve.ts',
    url: `http://127.0.0.1:${NGINX_PORT}/portal.config.json`,
    env: { NGINX_PORT: String(NGINX_PORT) },
    reuseExistingServer: false,
    // serve.ts stops nginx and the backends and waits for them: on PostgreSQL each drops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // Each channel's backend starts the channel service (PGlite, migrations, the demo seed): slow on a busy machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
