// @vitest-environment node
// An account belongs to the owners of its channels together: the owner of fuel-cz cannot take over
// minimal-gb's publisher (adding it is an invitation that grants nothing until accepted; resetting
// its password, disabling it, signing it out, removing its second factor are refused with 403), every
// refusal and change is in the audit of both channels, and a 403 "no role" is audited. Re-enrolling
// a second factor needs the password and a current code. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from './auth/totp';
import { hashPassword } from './auth/password-hash';
import { DEMO_OPERATOR_PASSWORD } from './demo';
import { grant, upsertOperator } from './store/operators';
import { startTestService, type TestService } from './test-service';
import { freshPostgresDatabase, storeTargets } from '../../tests/support/test-databases';

const FUEL = 'demo-fuel-cz';
const GB = 'demo-minimal-gb';
const FUEL_OWNER = 'filip@fuel.test';
const GB_PUBLISHER = 'gina@minimal.test';
const GINA_PASSWORD = 'gina keeps her own words';

type Entry = { action: string; actor: string; detail?: string };

describe.each(storeTargets())('accounts and their owners on $name', { timeout: 240_000 }, (target) => {
  let svc: TestService;
  let drop: (() => Promise<void>) | null = null;
  let now = Date.parse('2026-12-01T09:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    const pg = target.kind === 'postgres' ? await freshPostgresDatabase() : null;
    drop = pg?.drop ?? null;
    svc = await startTestService({ settings: pg ? { databaseUrl: pg.url } : { dataDir: 'memory' }, clock, service: { worker: false } });
    const db = svc.store.db;
    await upsertOperator(db, clock, { email: FUEL_OWNER, name: 'Filip Fuel', passwordHash: await hashPassword(DEMO_OPERATOR_PASSWORD) });
    await grant(db, FUEL_OWNER, FUEL, 'owner');
    await upsertOperator(db, clock, { email: GB_PUBLISHER, name: 'Gina Minimal', passwordHash: await hashPassword(GINA_PASSWORD) });
    await grant(db, GB_PUBLISHER, GB, 'publisher');
  }, 120_000);
  afterAll(async () => {
    await svc?.close();
    await drop?.();
  });

  const on = (channel: string, token?: string, json?: unknown) => ({ headers: { 'X-Channel-Id': channel }, ...(token ? { token } : {}), ...(json !== undefined ? { json } : {}) });
  const login = (email: string, password: string, extra: Record<string, string> = {}) => svc.call('POST', 'platform/operator/login', { json: { email, password, ...extra } });
  const token = async (email: string, password = DEMO_OPERATOR_PASSWORD) => (await login(email, password)).body.data?.token as string;
  const audit = async (channel: string): Promise<Entry[]> => (await svc.call('GET', 'platform/operator/audit?limit=500', on(channel, await token('owner@demo.test')))).body.data?.entries as Entry[];
  const gina = encodeURIComponent(GB_PUBLISHER);

  it('adding an existing account is an invitation that grants nothing until accepted; account changes need an owner of every channel it holds', async () => {
    const filip = await token(FUEL_OWNER);
    let ginaToken = await token(GB_PUBLISHER, GINA_PASSWORD);

    const added = await svc.call('POST', 'platform/operator/team', on(FUEL, filip, { email: GB_PUBLISHER, name: 'Anything', role: 'publisher' }));
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ invitation: expect.objectContaining({ email: GB_PUBLISHER, name: 'Gina Minimal', channel_id: FUEL, role: 'publisher', invited_by: FUEL_OWNER }) });
    const team = (await svc.call('GET', 'platform/operator/team', on(FUEL, filip))).body.data as { members: { email: string }[]; invitations: { email: string }[] };
    expect(team.members.map((m) => m.email)).not.toContain(GB_PUBLISHER);
    expect(team.invitations.map((m) => m.email)).toEqual([GB_PUBLISHER]);

    // Until accepted, the role grants nothing, and the account is not the inviting owner's.
    expect((await svc.call('GET', 'platform/operator/channel', on(FUEL, ginaToken))).status).toBe(403);
    const pending = await svc.call('PUT', `platform/operator/team/${gina}/password`, on(FUEL, filip, { password: 'filip owns this now' }));
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({ code: 'INVITATION_PENDING' });
    expect((await svc.call('PUT', `platform/operator/team/${gina}/role`, on(FUEL, filip, { role: 'owner' }))).status).toBe(409);

    // Gina sees the invitation at her next sign-in and accepts it.
    const signedIn = await login(GB_PUBLISHER, GINA_PASSWORD);
    expect(signedIn.body.data).toMatchObject({ operator: { channels: [{ channel_id: GB, role: 'publisher' }] }, invitations: [{ channel_id: FUEL, role: 'publisher', invited_by: FUEL_OWNER }] });
    ginaToken = signedIn.body.data?.token as string;
    expect((await svc.call('GET', 'platform/operator/invitations', { token: ginaToken })).body.data).toMatchObject({ invitations: [{ channel_id: FUEL }] });
    const accepted = await svc.call('POST', `platform/operator/invitations/${FUEL}/accept`, { token: ginaToken });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ operator: { email: GB_PUBLISHER, name: 'Gina Minimal', channels: [{ channel_id: FUEL, role: 'publisher' }, { channel_id: GB, role: 'publisher' }] }, invitations: [] });
    expect((await svc.call('GET', 'platform/operator/channel', on(FUEL, ginaToken))).status).toBe(200);

    // Filip owns fuel-cz only: the account is not his to reset, disable, sign out or strip of a factor.
    const reset = await svc.call('PUT', `platform/operator/team/${gina}/password`, on(FUEL, filip, { password: 'filip owns this now' }));
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({ code: 'NOT_ACCOUNT_OWNER', channels: [GB] });
    expect(reset.body.message).toBe(`${GB_PUBLISHER} also works on ${GB}, where you are not an owner: setting their password needs an owner of every channel they work on (ask the owners of ${GB})`);
    expect((await svc.call('POST', `platform/operator/team/${gina}/disable`, on(FUEL, filip))).status).toBe(403);
    expect((await svc.call('DELETE', `platform/operator/team/${gina}/sessions`, on(FUEL, filip))).status).toBe(403);
    expect((await svc.call('DELETE', `platform/operator/team/${gina}/totp`, on(FUEL, filip))).status).toBe(403);
    // Her own password still works, her sign-in lives, and minimal-gb is still hers to publish.
    expect((await login(GB_PUBLISHER, GINA_PASSWORD)).status).toBe(200);
    expect((await svc.call('GET', 'platform/operator/channel', on(GB, ginaToken))).status).toBe(200);
    expect((await login(GB_PUBLISHER, 'filip owns this now')).status).toBe(401);
    // Her role on fuel-cz is Filip's to change.
    expect((await svc.call('PUT', `platform/operator/team/${gina}/role`, on(FUEL, filip, { role: 'editor' }))).body.data).toMatchObject({ role: 'editor' });

    // minimal-gb's owners read all of it; fuel-cz's audit has the refusals and the 403 without a role.
    const gb = await audit(GB);
    const team_ = gb.filter((e) => e.action === 'team').map((e) => e.detail);
    expect(team_).toEqual([`invited ${GB_PUBLISHER} as publisher (on ${FUEL})`, `${GB_PUBLISHER} accepted the invitation as publisher (on ${FUEL})`, `${GB_PUBLISHER} is now editor (on ${FUEL})`]);
    const gbRefusals = gb.filter((e) => e.action === 'refusal' && e.actor === FUEL_OWNER).map((e) => e.detail);
    expect(gbRefusals).toHaveLength(5);
    expect(gbRefusals[1]).toBe(`403 PUT /wl/v1/platform/operator/team/${gina}/password: ${reset.body.message as string} (on ${FUEL})`);
    const fuel = await audit(FUEL);
    expect(fuel.filter((e) => e.action === 'refusal' && e.actor === FUEL_OWNER).map((e) => e.detail?.split(':')[0])).toEqual([
      `403 PUT /wl/v1/platform/operator/team/${gina}/password`,
      `409 PUT /wl/v1/platform/operator/team/${gina}/role`,
      `403 PUT /wl/v1/platform/operator/team/${gina}/password`,
      `403 POST /wl/v1/platform/operator/team/${gina}/disable`,
      `403 DELETE /wl/v1/platform/operator/team/${gina}/sessions`,
      `403 DELETE /wl/v1/platform/operator/team/${gina}/totp`,
    ]);
    expect(fuel).toContainEqual(expect.objectContaining({ action: 'refusal', actor: GB_PUBLISHER, detail: `403 GET /wl/v1/platform/operator/channel: You hold no role on channel ${FUEL}` }));

    // An owner of both channels resets it (one-time: her next sign-in chooses a new password).
    const olga = await token('owner@demo.test');
    expect((await svc.call('PUT', `platform/operator/team/${gina}/password`, on(GB, olga, { password: 'olga sets a fresh one' }))).status).toBe(200);
    expect((await login(GB_PUBLISHER, 'olga sets a fresh one')).body).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await login(GB_PUBLISHER, 'olga sets a fresh one', { new_password: 'copper lantern by the sea' })).status).toBe(200);
    expect(await audit(FUEL)).toContainEqual(expect.objectContaining({ action: 'team', actor: 'owner@demo.test', detail: `set a one-time password for ${GB_PUBLISHER} (on ${GB})` }));
  });

  it('an invitation can be declined or withdrawn; neither grants a role', async () => {
    const filip = await token(FUEL_OWNER);
    const eda = 'editor@demo.test';
    // Eda edits every demo channel but minimal-gb; Filip owns fuel-cz, where Eda is already an editor.
    expect((await svc.call('POST', 'platform/operator/team', on(FUEL, filip, { email: eda, name: 'Eda', role: 'owner' }))).body).toMatchObject({ code: 'ALREADY_MEMBER' });
    const olga = await token('owner@demo.test');
    expect((await svc.call('POST', 'platform/operator/team', on(GB, olga, { email: FUEL_OWNER, name: 'Filip', role: 'editor' }))).status).toBe(200);
    const declined = await svc.call('POST', `platform/operator/invitations/${GB}/decline`, { token: filip });
    expect(declined.body.data).toMatchObject({ operator: { channels: [{ channel_id: FUEL, role: 'owner' }] }, invitations: [] });
    expect((await svc.call('POST', `platform/operator/invitations/${GB}/accept`, { token: filip })).status).toBe(404);

    expect((await svc.call('POST', 'platform/operator/team', on(GB, olga, { email: FUEL_OWNER, name: 'Filip', role: 'publisher' }))).status).toBe(200);
    expect((await svc.call('DELETE', `platform/operator/team/${encodeURIComponent(FUEL_OWNER)}/role`, on(GB, olga))).status).toBe(200);
    expect((await svc.call('POST', `platform/operator/invitations/${GB}/accept`, { token: filip })).status).toBe(404);
    expect((await svc.call('GET', 'platform/operator/channel', on(GB, filip))).status).toBe(403);
    const details = (await audit(GB)).filter((e) => e.action === 'team').map((e) => e.detail);
    expect(details.slice(-4)).toEqual([`invited ${FUEL_OWNER} as editor`, `${FUEL_OWNER} declined the invitation as editor`, `invited ${FUEL_OWNER} as publisher`, `withdrew the invitation of ${FUEL_OWNER}`]);
  });

  it('enrolling a second factor needs the password, and replacing one a current code of it', async () => {
    const olga = await token('owner@demo.test');
    expect((await svc.call('POST', 'platform/operator/totp', { token: olga, json: {} })).status).toBe(400);
    expect((await svc.call('POST', 'platform/operator/totp', { token: olga, json: { password: 'not my password' } })).body).toMatchObject({ code: 'WRONG_PASSWORD' });
    const first = await svc.call('POST', 'platform/operator/totp', { token: olga, json: { password: DEMO_OPERATOR_PASSWORD } });
    const secret = first.body.data?.secret as string;
    expect((await svc.call('POST', 'platform/operator/totp/confirm', { token: olga, json: { code: totpCode(secret, now) } })).status).toBe(200);
    now += 60_000;

    // A stolen sign-in knows neither the password nor the code: it cannot enrol its own authenticator.
    const noCode = await svc.call('POST', 'platform/operator/totp', { token: olga, json: { password: DEMO_OPERATOR_PASSWORD } });
    expect([noCode.status, noCode.body.code]).toEqual([422, 'TOTP_REQUIRED']);
    const wrong = await svc.call('POST', 'platform/operator/totp', { token: olga, json: { password: DEMO_OPERATOR_PASSWORD, code: totpCode(secret, now - 10 * 60_000) } });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'TOTP_INVALID']);
    const again = await svc.call('POST', 'platform/operator/totp', { token: olga, json: { password: DEMO_OPERATOR_PASSWORD, code: totpCode(secret, now) } });
    expect(again.status).toBe(200);
    // A code is good once.
    expect((await svc.call('POST', 'platform/operator/totp', { token: olga, json: { password: DEMO_OPERATOR_PASSWORD, code: totpCode(secret, now) } })).body).toMatchObject({ code: 'TOTP_INVALID' });
    const refusals = (await svc.call('GET', 'platform/operator/audit?limit=500', { token: olga })).body.data?.entries as Entry[];
    expect(refusals.filter((e) => e.action === 'refusal' && e.detail?.includes('/operator/totp:')).map((e) => e.detail?.slice(e.detail.indexOf(': ') + 2))).toEqual([
      'Your current password is wrong',
      'Enter the current code of the authenticator you have now: replacing it needs it',
      'The code is wrong or was used already: enter the current one',
      'The code is wrong or was used already: enter the current one',
    ]);
    now += 60_000;
  });
});
