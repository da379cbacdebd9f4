// SMS codes and e-mails (verification, password reset) are throttled per recipient and per source
// address as the channel service throttles sign-in (src/server/auth/throttle.ts, MESSAGE_POLICY):
// every send counts, whether the recipient exists or not, so the answer reveals no account.
import { MESSAGE_POLICY, MemoryThrottleStore, Throttle } from '@/server/auth/throttle';
import { MSG } from '../messages';
import type { DemoStore } from '../store/demo-store';
import { sourceAddress } from './source-address';

const throttles = new WeakMap<DemoStore, Throttle>();

/** Null when the message may go (counted); else the 429 to answer, with Retry-After. */
export async function messageRefusal(store: DemoStore, request: Request, recipient: string): Promise<Response | null> {
  let throttle = throttles.get(store);
  if (!throttle) throttles.set(store, (throttle = new Throttle(new MemoryThrottleStore(), MESSAGE_POLICY, 'messages', () => store.now())));
  const address = sourceAddress(request);
  const decision = await throttle.check(recipient || '(none)', address);
  if (!decision.allowed) {
    const body = { message: MSG.tooManyRequests, code: 'THROTTLED', retry_after: decision.retryAfterSeconds };
    return new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(decision.retryAfterSeconds) } });
  }
  await throttle.fail(recipient || '(none)', address);
  return null;
}
