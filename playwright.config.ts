import { defineConfig, devices } from '@playwright/test';
import { DEMO_START_TIMEOUT_MS, E2E_PORT, demoServerEnv } from './tests/e2e/support/demo-server';

const port = E2E_PORT;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const SMOKE = ['**/boot-document.spec.ts', '**/axe-scan.spec.ts', '**/session.spec.ts', '**/coupons.spec.ts', '**/security.spec.ts'];
/** The studio and the channel service's operator journeys. */
const OPERATOR = /\/(studio[\w-]*|publishing[\w-]*|operator-[\w-]+)\.spec\.ts$/;
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
  // Each worker has its own demo backend (every test resets one stateful store, tests/e2e/fixtures.ts).
  // One by default: on CI's two cores two workers ran the suite no faster (load 12) and a
  // timing-bound toast test missed its window. More cores: E2E_WORKERS=N.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The trace's
    // screencast is off: recording it made every test about a third slower.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // page.route cannot see requests a service worker answers: specs run without the worker
    // unless they test it (tests/e2e/offline-card.spec.ts allows it).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  // Grouped so that a broken build stops early: the smoke specs (the portal boots, a member signs in
  // and uses a coupon, the scan and the CSP work) run first, and the member and operator groups run
  // only when they pass (a failed dependency skips its dependants).
  projects: [
    { name: 'smoke', testMatch: SMOKE, use: desktop },
    { name: 'member', testIgnore: [...SMOKE, OPERATOR], dependencies: ['smoke'], use: desktop },
    { name: 'operator', testMatch: OPERATOR, dependencies: ['smoke'], use: desktop },
  ],
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
