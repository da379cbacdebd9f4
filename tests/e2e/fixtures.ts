import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DEMO_START_TIMEOUT_MS, E2E_PORT, startDemoServer, workerPort } from './support/demo-server';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_CODE = '123456';
export const accounts = {
  verified: { email: 'verified@demo.test', phone: '+420601000001' },
  unverified: { email: 'unverified@demo.test', phone: '+420601000002' },
  nopoints: { email: 'nopoints@demo.test', phone: '+420601000003' },
  staff: { email: 'staff@demo.test', phone: '+420601000004' },
} as const;
export type AccountName = keyof typeof accounts;

export const presets = ['default', 'fuel-cz', 'drugstore-pl', 'minimal-gb'] as const;
export type PresetName = (typeof presets)[number];

/** Talks to the demo backend's controls (`/__demo/*`, docs/demo-backend.md). */
export class DemoBackend {
  constructor(private readonly page: Page) {}

  private async post(path: string, data: unknown = {}) {
    const response = await this.page.request.post(path, { data });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return response.json() as Promise<unknown>;
  }

  reset(preset: PresetName = 'default') {
    return this.post('/__demo/reset', { preset });
  }

  advanceTime(seconds: number) {
    return this.post('/__demo/time', { advance_seconds: seconds });
  }

  expireTokens() {
    return this.post('/__demo/expire-tokens');
  }

  /** Makes the next `times` calls of `path` fail (status, `bad-json`, `empty`, or a delay). */
  fault(fault: { path: string; method?: string; status?: number; body?: 'error' | 'bad-json' | 'empty'; json?: unknown; delay_ms?: number; times?: number }) {
    return this.post('/__demo/fault', fault);
  }

  /** The faults the backend still holds (a fault leaves once the server has received its last call). */
  async pendingFaults(): Promise<unknown[]> {
    const response = await this.page.request.get('/__demo/state');
    return ((await response.json()) as { faults: unknown[] }).faults;
  }

  async clearFaults() {
    await this.page.request.delete('/__demo/fault');
  }
}

/** Signs in through the password form, as a member would. */
export async function signIn(page: Page, account: AccountName = 'verified', returnTo?: string) {
  await page.goto('/pass-login');
  await page.getByLabel(/e-?mail/i).fill(accounts[account].email);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/pass-login/);
  if (returnTo) await page.goto(returnTo);
}

/** Zero axe-core violations for WCAG 2.2 A/AA on what the page shows now. */
export async function expectNoAxeViolations(page: Page, context?: string, exclude: string[] = []) {
  expect(await axeViolations(page, { exclude }), `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/**
 * Every test starts from a freshly seeded default demo backend, whether it asks for `demo` or not.
 * Each worker has a backend of its own (support/demo-server.ts): `baseURL` is its origin.
 */
export const test = base.extend<{ demo: DemoBackend }, { demoOrigin: string }>({
  demoOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, workerInfo) => {
      if (workerInfo.parallelIndex === 0) return use(`http://127.0.0.1:${E2E_PORT}`);
      const server = await startDemoServer(workerPort(workerInfo.parallelIndex));
      await use(server.origin);
      await server.stop();
    },
    { scope: 'worker', timeout: DEMO_START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ demoOrigin }, use) => use(demoOrigin),
  demo: [
    async ({ page }, use) => {
      const demo = new DemoBackend(page);
      await demo.reset('default');
      await use(demo);
      await demo.clearFaults();
    },
    { auto: true },
  ],
});

export { expect };
