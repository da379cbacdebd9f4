// Test-only: the test API (the demo backend's msw handlers the test file installed) and its
// demo accounts; render with @/test-support/render.
import { configureApi, onApiError } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { login } from '@/lib/api/operations/login';
import { clearSession, initSession } from '@/lib/session';

export const TEST_BASE_URL = 'http://portal.test';
export const DEMO_PASSWORD = 'Demo1234';

/** A signed-out session on the test API; failures the client reports are collected. */
export function resetApi(): { reported: ApiError[] } {
  clearSession();
  initSession('local');
  configureApi({ baseUrl: TEST_BASE_URL });
  const state = { reported: [] as ApiError[] };
  onApiError((error) => state.reported.push(error));
  return state;
}

/** Signs in a demo account through the portal's own login call (stores the tokens). */
export const signInAs = (email: string) => login({ email, password: DEMO_PASSWORD });
