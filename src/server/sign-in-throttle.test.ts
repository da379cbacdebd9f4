// @vitest-environment node
// The operator sign-in throttle over HTTP, on the store the tests run on (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a burst from one address is refused after ten checks, an IPv6 /64 counts as
// one address, an account attacked from many addresses still lets a device that signed in before
// through, argon2 checks wait in a bounded queue (503 BUSY beyond it), and a failed sign-in of an
// unknown e-mail lands in the service-wide security log.
import type * as Argon2 from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordChecks, DEFAULT_PASSWORD_CHECK_LIMITS } from './auth/password-checks';
import { DEMO_OPERATOR_PASSWORD } from './demo';
import { listSecurityLog } from './store/security-log';
import { startTestService, type TestService } from './test-service';

// Every argon2 verification is counted, and can be held at a gate (a slow hash without timing).
const argon = vi.hoisted(() => ({ verifies: 0, gate: null as Promise<void> | null }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: async (...args: Parameters<typeof real.verify>) => {
      argon.verifies += 1;
      if (argon.gate) await argon.gate;
      return real.verify(...args);
    },
  };
});

let svc: TestService;
beforeEach(async () => {
  svc = await startTestService({ service: { trustProxy: '127.0.0.1' } });
});
afterEach(async () => {
  passwordChecks.configure(DEFAULT_PASSWORD_CHECK_LIMITS);
  argon.gate = null;
  await svc?.close();
});

type SignIn = { from?: string; email?: string; password?: string; cookie?: string; https?: boolean };
const signIn = (o: SignIn = {}) =>
  svc.call('POST', 'platform/operator/login', {
    json: { email: o.email ?? 'owner@demo.test', password: o.password ?? 'a wrong guess' },
    headers: { ...(o.from ? { 'X-Forwarded-For': o.from } : {}), ...(o.cookie ? { Cookie: o.cookie } : {}), ...(o.https ? { 'X-Forwarded-Proto': 'https' } : {}) },
  });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 400 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}

describe('the operator sign-in throttle under a burst', () => {
  it('answers 40 wrong passwords sent at once from one address with 429 after the tenth check', async () => {
    argon.verifies = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn({ from: '203.0.113.7', password: `guess-${i}` })));
    const list = statuses(answers);
    expect(count(list, 429)).toBeGreaterThanOrEqual(25);
    expect(count(list, 401) + count(list, 429)).toBe(40);
    expect(argon.verifies).toBeLessThan(11);
    expect(answers.find((a) => a.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts an IPv6 /64 as one address (and IPv4-mapped IPv6 as IPv4), while the owner signs in from another', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn({ from: `2001:db8:1:2::${(i + 1).toString(16)}` })).status).toBe(401);
    expect((await signIn({ from: '2001:db8:1:2:ffff:ffff:ffff:1' })).status).toBe(429);
    expect((await signIn({ from: '2001:db8:1:2::99', password: DEMO_OPERATOR_PASSWORD })).status).toBe(429);
    expect((await signIn({ from: '2001:db8:1:3::1', password: DEMO_OPERATOR_PASSWORD })).status).toBe(200);

    for (let i = 0; i < 10; i += 1) await signIn({ email: 'editor@demo.test', from: '203.0.113.40' });
    expect((await signIn({ email: 'editor@demo.test', from: '::ffff:203.0.113.40', password: DEMO_OPERATOR_PASSWORD })).status).toBe(429);
  });
});

describe('an account attacked from many addresses', () => {
  it('refuses every unknown device, while a device that signed in before (its cookie) still signs in', async () => {
    const first = await signIn({ from: '198.51.100.10', password: DEMO_OPERATOR_PASSWORD, https: true });
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^wl_operator_device_[0-9a-f]{16}=[^;]+; Path=\/wl\/v1\/platform\/operator; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);
    const device = setCookie.split(';')[0]!;
    const plain = await signIn({ email: 'editor@demo.test', from: '198.51.100.11', password: DEMO_OPERATOR_PASSWORD });
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
    const editorsDevice = plain.headers.get('set-cookie')!.split(';')[0]!;

    // 25 addresses guess once each: the account's count reaches its limit for unknown devices.
    const guesses = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn({ from: `192.0.2.${i + 1}` })));
    expect(count(statuses(guesses), 401)).toBe(20);
    expect(count(statuses(guesses), 429)).toBe(5);
    expect((await signIn({ from: '198.51.100.99', password: DEMO_OPERATOR_PASSWORD })).status).toBe(429);
    // Another account's cookie, or a forged one, is no known device of this account.
    expect((await signIn({ from: '198.51.100.99', password: DEMO_OPERATOR_PASSWORD, cookie: editorsDevice.replace(/^[^=]+/, device.split('=')[0]!) })).status).toBe(429);
    const owner = await signIn({ from: '198.51.100.99', password: DEMO_OPERATOR_PASSWORD, cookie: device });
    expect(owner.status).toBe(200);
  });

  it('locks a device cookie that fails too often', async () => {
    const first = await signIn({ from: '198.51.100.10', password: DEMO_OPERATOR_PASSWORD });
    const device = first.headers.get('set-cookie')!.split(';')[0]!;
    for (let i = 0; i < 10; i += 1) expect((await signIn({ from: `192.0.2.${i + 1}`, cookie: device })).status).toBe(401);
    expect((await signIn({ from: '192.0.2.50', cookie: device, password: DEMO_OPERATOR_PASSWORD })).status).toBe(429);
    expect((await signIn({ from: '198.51.100.10', password: DEMO_OPERATOR_PASSWORD })).status).toBe(200);
  });
});

describe('the password-check queue', () => {
  it('answers 503 BUSY with Retry-After beyond its bound, and checks the queued ones when a slot frees', async () => {
    passwordChecks.configure({ concurrent: 1, waiting: 1 });
    let open = () => {};
    argon.gate = new Promise<void>((resolve) => (open = resolve));
    const running = signIn({ from: '203.0.113.1' });
    const queued = signIn({ from: '203.0.113.2' });
    await waitFor(() => passwordChecks.load.running === 1 && passwordChecks.load.waiting === 1);
    const refused = await signIn({ from: '203.0.113.3' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.body).toMatchObject({ code: 'BUSY', retry_after: 2, message: 'The service is busy checking other sign-ins: try again in 2 s' });
    open();
    expect(statuses([await running, await queued])).toEqual([401, 401]);
    expect(passwordChecks.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the security log', () => {
  it('records a failed sign-in of an unknown e-mail, which no channel holds', async () => {
    expect((await signIn({ email: 'nobody@else.test', from: '203.0.113.9' })).status).toBe(401);
    const entries = await listSecurityLog(svc.store.db, { limit: 10 });
    expect(entries).toEqual([expect.objectContaining({ event: 'sign-in-failed', account: 'nobody@else.test', address: '203.0.113.9', detail: 'UNAUTHORIZED from 203.0.113.9' })]);
    expect(JSON.stringify(entries)).not.toContain('a wrong guess');
  });
});
