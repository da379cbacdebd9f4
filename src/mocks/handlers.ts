// Every handler of the demo member backend: msw 2 handlers for each member operation of
// openapi/wl-v1.yaml (any origin, `*/wl/v1/...`) plus the demo control endpoints (`*/__demo/...`).
// The operations the product owns (`platform/...`: config reads, publishing, the operator desk) are
// the channel service's (src/server). Use in vitest with `setupServer(...handlers)`;
// scripts/demo-server.ts serves the same array over HTTP beside the channel service.
import type { RequestHandler } from 'msw';
import { addressHandlers } from './handlers/addresses';
import { authHandlers } from './handlers/auth';
import { bloomreachHandlers } from './handlers/bloomreach';
import { consentHandlers } from './handlers/consents';
import { contentHandlers } from './handlers/content';
import { couponHandlers } from './handlers/coupons';
import { demoHandlers, faultHandler } from './handlers/demo';
import { historyHandlers } from './handlers/history';
import { rewardHandlers } from './handlers/rewards';
import { userHandlers } from './handlers/user';

/** The member operations and the demo controls, without the fault injector (the demo server runs its own in front). */
export const demoBackendHandlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...consentHandlers,
  ...couponHandlers,
  ...rewardHandlers,
  ...contentHandlers,
  ...historyHandlers,
  ...addressHandlers,
  ...demoHandlers,
  ...bloomreachHandlers,
];

export const handlers: RequestHandler[] = [faultHandler, ...demoBackendHandlers];

export { createDemoStore, resetDemoStore, useDemoStore, demoStore, DemoStore, DEMO_ACCOUNTS, DEMO_CODE } from './store/demo-store';
export type { StoreOptions } from './store/types';
