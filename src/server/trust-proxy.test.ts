// @vitest-environment node
// Behind nginx every request comes from nginx's address: the service takes the source address from
// X-Forwarded-For only when TRUST_PROXY names the proxy, so the sign-in throttle still tells one
// guesser from the owner signing in elsewhere, and a client cannot pick its address otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD } from './demo';
import { startTestService, type TestService } from './test-service';

let svc: TestService | undefined;
afterEach(async () => svc?.close());

const signIn = (from: string, password: string) =>
  svc!.call('POST', 'platform/operator/login', { json: { email: 'owner@demo.test', password }, headers: { 'X-Forwarded-For': from } });

async function guessTwelveTimesFrom(address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) statuses.push((await signIn(address, `guess-${i}`)).status);
  return statuses;
}

describe('the source address behind a proxy', () => {
  it('with TRUST_PROXY, a guesser behind the proxy is refused while the owner signs in from another forwarded address', async () => {
    svc = await startTestService({ service: { trustProxy: '127.0.0.1' } });
    expect((await guessTwelveTimesFrom('203.0.113.7')).at(-1)).toBe(429);
    expect((await signIn('198.51.100.20', DEMO_OPERATOR_PASSWORD)).status).toBe(200);
  });

  it('without it, X-Forwarded-For is ignored: a client cannot choose the address it is counted by', async () => {
    svc = await startTestService();
    expect((await guessTwelveTimesFrom('203.0.113.7')).at(-1)).toBe(429);
    expect((await signIn('198.51.100.20', DEMO_OPERATOR_PASSWORD)).status).toBe(429);
  });
});
