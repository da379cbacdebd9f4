// @vitest-environment node
// Guessing is slowed and then refused, per address and per account, and never locks an owner out.
import { describe, expect, it } from 'vitest';
import { MESSAGE_POLICY, MemoryThrottleStore, SIGN_IN_POLICY, Throttle, type ThrottleDecision } from './throttle';

function setup(policy = SIGN_IN_POLICY) {
  let now = Date.parse('2026-11-28T12:00:00Z');
  const store = new MemoryThrottleStore();
  const throttle = new Throttle(store, policy, 'sign-in', () => now);
  return { throttle, store, advance: (ms: number) => (now += ms) };
}

const OWNER = 'owner@shop.example';
const refusedFor = (decision: ThrottleDecision) => (decision.allowed ? null : decision.retryAfterSeconds);
const delayOf = (decision: ThrottleDecision) => (decision.allowed ? decision.delayMs : null);

async function guess(throttle: Throttle, account: string, address: string, times: number) {
  const decisions: ThrottleDecision[] = [];
  for (let i = 0; i < times; i += 1) {
    const decision = await throttle.check(account, address);
    decisions.push(decision);
    if (decision.allowed) await throttle.fail(account, address);
  }
  return decisions;
}

describe('the sign-in throttle', () => {
  it('lets five failures through at once, then waits longer each time, then refuses with Retry-After', async () => {
    const { throttle } = setup();
    const decisions = await guess(throttle, OWNER, '203.0.113.9', 30);
    expect(decisions.slice(0, 5).map(delayOf)).toEqual([0, 0, 0, 0, 0]);
    expect(decisions.slice(5, 10).map(delayOf)).toEqual([250, 500, 1000, 2000, 2000]);
    expect(decisions.slice(10).every((d) => !d.allowed)).toBe(true);
    expect(refusedFor(decisions[29]!)).toBe(60);
  });

  it('lets the right password from another address through while one address is refused', async () => {
    const { throttle } = setup();
    await guess(throttle, OWNER, '203.0.113.9', 30);
    expect((await throttle.check(OWNER, '203.0.113.9')).allowed).toBe(false);
    const fromOffice = await throttle.check(OWNER, '198.51.100.7');
    expect(fromOffice.allowed).toBe(true);
    expect(delayOf(fromOffice)).toBe(2000);
  });

  it('refuses an address guessing many accounts, and a botnet address once it failed on the account', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 10; i += 1) {
      const decision = await throttle.check(`person${i}@shop.example`, '203.0.113.9');
      expect(decision.allowed).toBe(true);
      await throttle.fail(`person${i}@shop.example`, '203.0.113.9');
    }
    expect((await throttle.check('someone@shop.example', '203.0.113.9')).allowed).toBe(false);

    // Ten addresses guess the owner three or four times each: the account is at its limit.
    for (let i = 0; i < 10; i += 1) await guess(throttle, OWNER, `192.0.2.${i}`, i < 4 ? 4 : 1);
    expect((await throttle.check(OWNER, '192.0.2.1')).allowed).toBe(false);
    expect((await throttle.check(OWNER, '192.0.2.8')).allowed).toBe(true);
  });

  it('grows the refusal with each failure after it ends, and forgets after an hour', async () => {
    const { throttle, advance } = setup();
    await guess(throttle, OWNER, '203.0.113.9', 10);
    advance(61_000);
    const [again] = await guess(throttle, OWNER, '203.0.113.9', 1);
    expect(again!.allowed).toBe(true);
    expect(refusedFor(await throttle.check(OWNER, '203.0.113.9'))).toBe(120);
    advance(60 * 60_000 + 1);
    expect(await throttle.check(OWNER, '203.0.113.9')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('clears the pair on a right password, not the address or the account', async () => {
    const { throttle, store } = setup();
    await guess(throttle, OWNER, '203.0.113.9', 4);
    await throttle.succeed(OWNER, '203.0.113.9');
    const counts = await store.read(['sign-in:pair:owner@shop.example|203.0.113.9', 'sign-in:address:203.0.113.9', 'sign-in:account:owner@shop.example']);
    expect([...counts.keys()].sort()).toEqual(['sign-in:account:owner@shop.example', 'sign-in:address:203.0.113.9']);
  });
});

describe('the message throttle (SMS codes, e-mails)', () => {
  it('sends five messages to a phone, then refuses every address for five minutes', async () => {
    const { throttle } = setup(MESSAGE_POLICY);
    const decisions = await guess(throttle, '+420601000001', '203.0.113.9', 6);
    expect(decisions.slice(0, 5).every((d) => d.allowed)).toBe(true);
    expect(refusedFor(decisions[5]!)).toBe(300);
    expect(refusedFor(await throttle.check('+420601000001', '198.51.100.7'))).toBe(300);
    expect((await throttle.check('+420601000002', '198.51.100.7')).allowed).toBe(true);
  });
});
