import { defineConfig, devices } from '@playwright/test';
import { DEMO_START_TIMEOUT_MS, E2E_PORT, demoServerEnv } from './tests/e2e/support/demo-server';

const port = E2E_PORT;
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
  // Two workers (the machine's two cores), each with its own demo backend: every test resets one
  // stateful store (tests/e2e/fixtures.ts). Files run in parallel, the tests of a file in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    env: demoServerEnv(port),
    reuseExistingServer: false,
    timeout: DEMO_START_TIMEOUT_MS,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
