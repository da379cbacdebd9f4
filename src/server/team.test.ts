// @vitest-environment node
// Operator accounts over HTTP: guessing from one address is refused (429, Retry-After) while the
// owner signs in from another; failed sign-ins are audited without the password; a disabled
// operator is signed out at once; an added operator's one-time password is replaced at sign-in.
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from './auth/totp';
import { DEMO_OPERATOR_PASSWORD } from './demo';
import { startTestService, type TestService } from './test-service';

// Each test on its own store: the first leaves 127.0.0.1 refused.
let svc: TestService;
beforeEach(async () => {
  svc = await startTestService();
});
afterEach(async () => svc?.close());

/** A sign-in sent from another loopback address (Linux routes all of 127/8 on lo). */
function signInFrom(localAddress: string, email: string, password: string): Promise<{ status: number; retryAfter: string | undefined; token?: string }> {
  const { port } = new URL(svc.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress, method: 'POST', path: '/wl/v1/platform/operator/login', headers: { 'Content-Type': 'application/json', 'X-Channel-Id': 'demo-default' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const token = (JSON.parse(text || '{}') as { data?: { token?: string } }).data?.token;
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, ...(token ? { token } : {}) });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify({ email, password }));
  });
}

describe('operator sign-in and the team', () => {
  it('refuses 30 wrong passwords from one address with 429, while the owner signs in from another; failures are audited without the password', async () => {
    const answers: { status: number; retryAfter: string | undefined }[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(await signInFrom('127.0.0.1', 'owner@demo.test', `guess-number-${i}`));
    expect(answers.slice(0, 10).every((a) => a.status === 401)).toBe(true);
    expect(answers.slice(10).every((a) => a.status === 429)).toBe(true);
    expect(Number(answers[29]!.retryAfter)).toBeGreaterThan(0);
    expect((await signInFrom('127.0.0.1', 'owner@demo.test', DEMO_OPERATOR_PASSWORD)).status).toBe(429);
    const fromOffice = await signInFrom('127.0.0.2', 'owner@demo.test', DEMO_OPERATOR_PASSWORD);
    expect(fromOffice.status).toBe(200);

    const owner = fromOffice.token!;
    const audit = await svc.call('GET', 'platform/operator/audit?limit=500', { token: owner });
    const entries = audit.body.data?.entries as { action: string; actor: string; detail?: string }[];
    const failed = entries.filter((e) => e.action === 'sign-in-failed');
    // The 30 guesses and the right password sent from the refused address.
    expect(failed.length).toBe(31);
    expect(failed[0]).toMatchObject({ actor: 'owner@demo.test', detail: 'UNAUTHORIZED from 127.0.0.1' });
    expect(failed.at(-1)).toMatchObject({ detail: 'THROTTLED from 127.0.0.1' });
    expect(JSON.stringify(entries)).not.toContain('guess-number');
  });

  it('adds an operator with a one-time password, which their first sign-in replaces; disabling signs them out at once', async () => {
    const owner = await svc.signIn('owner@demo.test');
    const editor = await svc.signIn('editor@demo.test');
    expect((await svc.call('GET', 'platform/operator/team', { token: editor })).status).toBe(403);
    const weak = await svc.call('POST', 'platform/operator/team', { token: owner, json: { email: 'nina@shop.test', name: 'Nina Nowak', role: 'editor', password: 'password1234' } });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({ code: 'WEAK_PASSWORD', rule: 'common' });
    const added = await svc.call('POST', 'platform/operator/team', { token: owner, json: { email: 'nina@shop.test', name: 'Nina Nowak', role: 'editor' } });
    expect(added.status).toBe(200);
    const oneTime = added.body.data?.one_time_password as string;
    // The team says the one-time password is unused (never what it is) until the operator replaced it.
    const ninaIn = async () => ((await svc.call('GET', 'platform/operator/team', { token: owner })).body.data?.members as { email: string; one_time_password_unused: boolean }[]).find((m) => m.email === 'nina@shop.test');
    expect(await ninaIn()).toMatchObject({ one_time_password_unused: true });
    expect(JSON.stringify((await svc.call('GET', 'platform/operator/team', { token: owner })).body)).not.toContain(oneTime);
    const first = await svc.call('POST', 'platform/operator/login', { json: { email: 'nina@shop.test', password: oneTime } });
    expect(first.body).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    const signedIn = await svc.call('POST', 'platform/operator/login', { json: { email: 'nina@shop.test', password: oneTime, new_password: 'amber tram at midnight' } });
    expect(signedIn.status).toBe(200);
    expect(await ninaIn()).toMatchObject({ one_time_password_unused: false });
    const nina = signedIn.body.data?.token as string;
    expect((await svc.call('PUT', 'platform/operator/team/nina%40shop.test/role', { token: owner, json: { role: 'publisher' } })).body.data).toMatchObject({ role: 'publisher', sessions: 1 });
    expect((await svc.call('GET', 'platform/operator/channel', { token: nina })).status).toBe(200);

    expect((await svc.call('POST', 'platform/operator/team/nina%40shop.test/disable', { token: owner })).body.data).toMatchObject({ disabled: true, sessions: 0 });
    expect((await svc.call('GET', 'platform/operator/channel', { token: nina })).status).toBe(401);
    expect((await svc.call('POST', 'platform/operator/login', { json: { email: 'nina@shop.test', password: 'amber tram at midnight' } })).body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect((await svc.call('POST', 'platform/operator/team/owner%40demo.test/disable', { token: owner })).status).toBe(409);
    const audit = (await svc.call('GET', 'platform/operator/audit?limit=500', { token: owner })).body.data?.entries as { action: string; detail?: string }[];
    expect(audit.filter((e) => e.action === 'team').map((e) => e.detail)).toEqual(['added nina@shop.test as editor', 'nina@shop.test is now publisher', 'disabled nina@shop.test and ended their sign-ins']);
    expect(JSON.stringify(audit)).not.toContain(oneTime);
  });

  it('tells a publisher at sign-in to enrol a second factor when the channel requires one, until they do', async () => {
    const owner = await svc.signIn('owner@demo.test');
    const enrolment = await svc.call('POST', 'platform/operator/totp', { token: owner, json: { password: DEMO_OPERATOR_PASSWORD } });
    expect((await svc.call('POST', 'platform/operator/totp/confirm', { token: owner, json: { code: totpCode(enrolment.body.data?.secret as string) } })).status).toBe(200);
    const enrol = async (token: string) => (await svc.call('GET', 'platform/operator/channel', { token })).body.data?.enrol_second_factor;
    const publisher = await svc.signIn('publisher@demo.test');
    const editor = await svc.signIn('editor@demo.test');
    expect(await enrol(publisher)).toBe(false);
    expect((await svc.call('PUT', 'platform/operator/team/settings', { token: owner, json: { publishers_need_second_factor: true } })).status).toBe(200);
    expect(await enrol(publisher)).toBe(true);
    expect(await enrol(editor)).toBe(false);
    expect(await enrol(owner)).toBe(false);
    const own = await svc.call('POST', 'platform/operator/totp', { token: publisher, json: { password: DEMO_OPERATOR_PASSWORD } });
    expect((await svc.call('POST', 'platform/operator/totp/confirm', { token: publisher, json: { code: totpCode(own.body.data?.secret as string) } })).status).toBe(200);
    expect(await enrol(publisher)).toBe(false);
  });
});
