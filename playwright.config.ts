import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // One worker: the demo backend is one stateful store that each test resets.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // page.route cannot see requests a service worker answers: specs run without the worker
    // unless they test it (tests/e2e/offline-card.spec.ts allows it).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'tsx scripts/demo-server.ts',
    url: `http://127.0.0.1:${port}/portal.config.json`,
    // No watch mode: a preset edited while the suite runs must not change what a test sees. The
    // channel store lives in memory: every run starts from the demo seed.
    // The studio's "Import from a platform" may fetch the demo itself (a loopback address, allowed here only).
    env: { PORT: String(port), DEMO_WATCH: '0', CHANNEL_DATA_DIR: 'memory', DATABASE_URL: '', CHANNEL_IMPORT_HOSTS: `127.0.0.1:${port}`, CHANNEL_IMPORT_PRIVATE: '1' },
    reuseExistingServer: false,
    // The channel service seeds a channel per preset at start: slow on a loaded 2-core machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
