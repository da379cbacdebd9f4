// The demo member backend: one resolver per member operation of openapi/wl-v1.yaml, keyed by
// operationId (`memberHandlers`: a missing one fails the typecheck), plus the demo control
// endpoints (`*/__demo/...`). The demo server registers each operation of the contract's route
// table (src/generated/member-routes.ts) as a Fastify route answered by its resolver
// (scripts/demo-server/member-demo.ts); `handlers` are the same resolvers as msw 2 handlers on the
// same table's paths (any origin), for vitest's `setupServer(...handlers)`. The operations the
// product owns (`platform/...`) are the channel service's (src/server).
import { http, type RequestHandler } from 'msw';
import { memberRoutes } from '@/generated/member-routes';
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
import type { DemoControl, MemberHandlers } from './handlers/http';

export const memberHandlers: MemberHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...consentHandlers,
  ...couponHandlers,
  ...rewardHandlers,
  ...contentHandlers,
  ...historyHandlers,
  ...addressHandlers,
};

/** The demo controls and the Bloomreach stand-in (not in the contract; `/__demo/...`). */
export const demoControls: DemoControl[] = [...demoHandlers, ...bloomreachHandlers];

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** The controls as msw handlers (any origin). */
export const demoControlHandlers: RequestHandler[] = demoControls.map((control) => METHOD[control.method](`*${control.path}`, control.resolve));

/** Every member operation on its contract path under `/wl/v1/` (any origin), the fault injector first, then the controls. */
export const handlers: RequestHandler[] = [
  faultHandler,
  ...memberRoutes.map((route) => METHOD[route.method](`*${route.url}`, memberHandlers[route.operationId])),
  ...demoControlHandlers,
];

export { createDemoStore, resetDemoStore, useDemoStore, demoStore, DemoStore, DEMO_ACCOUNTS, DEMO_CODE } from './store/demo-store';
export type { StoreOptions } from './store/types';
