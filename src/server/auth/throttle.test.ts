// @vitest-environment node
// Guessing is slowed and then refused, per address group, per account and per trusted device, and
// never locks out an owner whose device signed in before; the count is taken before the check.
import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';
import { MESSAGE_POLICY, MemoryThrottleStore, SIGN_IN_POLICY, Throttle, type ThrottleAttempt, type ThrottleDecision } from './throttle';

function setup(policy = SIGN_IN_POLICY) {
  let now = Date.parse('2026-11-28T12:00:00Z');
  const store = new MemoryThrottleStore();
  const throttle = new Throttle(store, policy, 'sign-in', () => now);
  return { throttle, store, advance: (ms: number) => (now += ms) };
}

const OWNER = 'owner@shop.example';
const refusedFor = (decision: ThrottleDecision | ThrottleAttempt) => (decision.allowed ? null : decision.retryAfterSeconds);
const delayOf = (decision: ThrottleDecision | ThrottleAttempt) => (decision.allowed ? decision.delayMs : null);

/** Wrong guesses: each attempt let through stays counted. */
async function guess(throttle: Throttle, account: string, address: string, times: number, device: string | null = null) {
  const attempts: ThrottleAttempt[] = [];
  for (let i = 0; i < times; i += 1) attempts.push(await throttle.attempt(account, address, device));
  return attempts;
}

describe('address groups', () => {
  it('counts IPv4 as it is, IPv6 by its /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:c000:207')).toBe('192.0.2.7');
  });
});

describe('the sign-in throttle', () => {
  it('lets five failures through at once, then waits longer each time, then refuses with Retry-After', async () => {
    const { throttle } = setup();
    const attempts = await guess(throttle, OWNER, '203.0.113.9', 30);
    expect(attempts.slice(0, 5).map(delayOf)).toEqual([0, 0, 0, 0, 0]);
    expect(attempts.slice(5, 10).map(delayOf)).toEqual([250, 500, 1000, 2000, 2000]);
    expect(attempts.slice(10).every((d) => !d.allowed)).toBe(true);
    expect(refusedFor(attempts[29]!)).toBe(60);
  });

  it('counts every address of a /64 as one', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 10; i += 1) await throttle.attempt(`person${i}@shop.example`, `2001:db8:7:7::${i + 1}`);
    expect((await throttle.attempt('someone@shop.example', '2001:db8:7:7:abcd::99')).allowed).toBe(false);
    expect((await throttle.attempt('someone@shop.example', '2001:db8:7:8::1')).allowed).toBe(true);
  });

  it('gives the count back when the password was right: the owner is not refused for signing in', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 30; i += 1) {
      const attempt = await throttle.attempt(OWNER, '203.0.113.9');
      expect(attempt.allowed).toBe(true);
      await throttle.giveBack(attempt);
    }
    expect(delayOf(await throttle.attempt(OWNER, '203.0.113.9'))).toBe(0);
  });

  it('lets the right password from another address through while one address is refused', async () => {
    const { throttle } = setup();
    await guess(throttle, OWNER, '203.0.113.9', 30);
    expect((await throttle.attempt(OWNER, '203.0.113.9')).allowed).toBe(false);
    const fromOffice = await throttle.attempt(OWNER, '198.51.100.7');
    expect(fromOffice.allowed).toBe(true);
    expect(delayOf(fromOffice)).toBe(2000);
  });

  it('refuses every unknown device on an account attacked from many addresses, but not a device that signed in before', async () => {
    const { throttle } = setup();
    // Twenty addresses guess once each: the account is at its limit for clients without a device cookie.
    for (let i = 0; i < 20; i += 1) expect((await throttle.attempt(OWNER, `192.0.2.${i}`)).allowed).toBe(true);
    expect(refusedFor(await throttle.attempt(OWNER, '192.0.2.200'))).toBe(60);
    expect(refusedFor(await throttle.attempt(OWNER, '198.51.100.7'))).toBe(60);
    const trusted = await throttle.attempt(OWNER, '198.51.100.7', 'device-nonce');
    expect(trusted).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('locks a device cookie that fails too often, and only that device', async () => {
    const { throttle } = setup();
    const attempts = await guess(throttle, OWNER, '203.0.113.9', 11, 'stolen-nonce');
    expect(attempts.slice(0, 10).every((a) => a.allowed)).toBe(true);
    expect(refusedFor(attempts[10]!)).toBe(60);
    expect((await throttle.attempt(OWNER, '198.51.100.7', 'stolen-nonce')).allowed).toBe(false);
    expect((await throttle.attempt(OWNER, '198.51.100.7', 'owner-nonce')).allowed).toBe(true);
    // The device's failures are its own: the address and the account count none of them.
    expect(await throttle.attempt(OWNER, '203.0.113.9')).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('grows the refusal with each failure after it ends, and forgets after an hour', async () => {
    const { throttle, advance } = setup();
    await guess(throttle, OWNER, '203.0.113.9', 10);
    advance(61_000);
    const [again] = await guess(throttle, OWNER, '203.0.113.9', 1);
    expect(again!.allowed).toBe(true);
    expect(refusedFor(await throttle.attempt(OWNER, '203.0.113.9'))).toBe(120);
    advance(60 * 60_000 + 1);
    expect(await throttle.attempt(OWNER, '203.0.113.9')).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('starts a device count again on a successful sign-in from it', async () => {
    const { throttle } = setup();
    await guess(throttle, OWNER, '203.0.113.9', 9, 'owner-nonce');
    const right = await throttle.attempt(OWNER, '203.0.113.9', 'owner-nonce');
    await throttle.giveBack(right);
    await throttle.succeed(right);
    expect(await throttle.attempt(OWNER, '203.0.113.9', 'owner-nonce')).toMatchObject({ allowed: true, delayMs: 0 });
  });
});

describe('the message throttle (SMS codes, e-mails)', () => {
  it('sends five messages to a phone, then refuses every address for five minutes', async () => {
    const { throttle } = setup(MESSAGE_POLICY);
    const decisions: ThrottleDecision[] = [];
    for (let i = 0; i < 6; i += 1) {
      const decision = await throttle.check('+420601000001', '203.0.113.9');
      decisions.push(decision);
      if (decision.allowed) await throttle.fail('+420601000001', '203.0.113.9');
    }
    expect(decisions.slice(0, 5).every((d) => d.allowed)).toBe(true);
    expect(refusedFor(decisions[5]!)).toBe(300);
    expect(refusedFor(await throttle.check('+420601000001', '198.51.100.7'))).toBe(300);
    expect((await throttle.check('+420601000002', '198.51.100.7')).allowed).toBe(true);
  });
});
