// The answer to a call that needs the store while it is away (store-health.ts): 503
// STORE_UNAVAILABLE with Retry-After, and `retry_after` for the studio's message.
import { RETRY_AFTER_SECONDS, type StoreHealth } from './db/store-health';
import { HttpError } from './http';

export function storeUnavailable(health: StoreHealth): HttpError {
  const message =
    health.state === 'starting'
      ? 'The channel service is waiting for its database: try again in a few seconds'
      : 'The channel service cannot reach its database just now: try again in a few seconds';
  return new HttpError(503, message, 'STORE_UNAVAILABLE', { retry_after: RETRY_AFTER_SECONDS }, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}
