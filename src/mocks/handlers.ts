// Every handler of the demo backend: msw 2 handlers for each operation of openapi/wl-v1.yaml (any
// origin, `*/wl/v1/...`) plus the demo control endpoints (`*/__demo/...`). Use in vitest with
// `setupServer(...handlers)`; scripts/demo-server.ts serves the same array over HTTP.
import type { RequestHandler } from 'msw';
import { addressHandlers } from './handlers/addresses';
import { authHandlers } from './handlers/auth';
import { bloomreachHandlers } from './handlers/bloomreach';
import { channelDocumentHandler } from './handlers/channel-document';
import { consentHandlers } from './handlers/consents';
import { contentHandlers } from './handlers/content';
import { couponHandlers } from './handlers/coupons';
import { demoHandlers, faultHandler } from './handlers/demo';
import { historyHandlers } from './handlers/history';
import { operatorHandlers } from './handlers/operator';
import { operatorTeamHandlers } from './handlers/operator-team';
import { platformHandlers } from './handlers/platform';
import { rewardHandlers } from './handlers/rewards';
import { userHandlers } from './handlers/user';

export const handlers: RequestHandler[] = [
  ...operatorHandlers,
  ...operatorTeamHandlers,
  faultHandler,
  // Its parts are asked of this same list (faults and all), after the fault check of its own path.
  channelDocumentHandler(() => handlers),
  ...platformHandlers,
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

export { createDemoStore, resetDemoStore, useDemoStore, demoStore, DemoStore, DEMO_ACCOUNTS, DEMO_CODE } from './store/demo-store';
export type { StoreOptions } from './store/types';
export { DEMO_OPERATORS, OPERATOR_PASSWORD, operatorDesk } from './store/operator-store';
