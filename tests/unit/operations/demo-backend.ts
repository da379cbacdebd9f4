// Shared harness of the operation tours: the demo backend (msw handlers over the seeded store) on
// http://portal.test, a fresh store and signed-out session per test, reported failures collected.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi, onApiError } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { login } from '@/lib/api/operations/login';
import { clearSession, initSession } from '@/lib/session';
import { DEMO_ACCOUNTS, handlers, resetDemoStore } from '@/mocks/handlers';

export const BASE_URL = 'http://portal.test';
export const PASSWORD = DEMO_ACCOUNTS[0]!.password;

export const account = (kind: 'verified' | 'unverified' | 'nopoints' | 'staff') => {
  const found = DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${kind}@`));
  if (!found) throw new Error(`no demo account ${kind}`);
  return found;
};

/** Signs in through the `login` fetcher, as the portal does. */
export const signIn = (kind: Parameters<typeof account>[0] = 'verified') =>
  login({ email: account(kind).email, password: account(kind).password });

/** Installs the demo backend for the calling test file; returns the failures reported so far. */
export function installDemoBackend(): { reported: ApiError[]; server: ReturnType<typeof setupServer> } {
  const server = setupServer(...handlers);
  const state = { reported: [] as ApiError[], server };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetDemoStore();
    initSession('local');
    configureApi({ baseUrl: BASE_URL });
    state.reported = [];
    onApiError((error) => state.reported.push(error));
  });
  afterEach(() => {
    server.events.removeAllListeners();
    clearSession();
    onApiError(() => {});
  });
  return state;
}
