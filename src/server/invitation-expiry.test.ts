// @vitest-environment node
// An invitation can be accepted for 7 days (a fake clock): after that the account is no longer
// offered it, accepting it answers 410 INVITATION_EXPIRED saying to ask for a new one and grants
// nothing, the inviting channel's team lists it as expired; inviting again renews it. On PGlite and
// on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/password-hash';
import { grant, upsertOperator } from './store/operators';
import { startTestService, type TestService } from './test-service';
import { freshPostgresDatabase, storeTargets } from '../../tests/support/test-databases';

const FUEL = 'demo-fuel-cz';
const GB = 'demo-minimal-gb';
const GINA = 'gina@minimal.test';
const GINA_PASSWORD = 'gina keeps her own words';
const DAY = 24 * 60 * 60 * 1000;

type Invitation = { email: string; channel_id: string; invited_at: string; expires_at: string; expired: boolean };

describe.each(storeTargets())('invitations expire on $name', { timeout: 240_000 }, (target) => {
  let svc: TestService;
  let drop: (() => Promise<void>) | null = null;
  let now = Date.parse('2026-12-01T09:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    const pg = target.kind === 'postgres' ? await freshPostgresDatabase() : null;
    drop = pg?.drop ?? null;
    svc = await startTestService({ settings: pg ? { databaseUrl: pg.url } : { dataDir: 'memory' }, clock, service: { worker: false } });
    await upsertOperator(svc.store.db, clock, { email: GINA, name: 'Gina Minimal', passwordHash: await hashPassword(GINA_PASSWORD) });
    await grant(svc.store.db, GINA, GB, 'publisher');
  }, 120_000);
  afterAll(async () => {
    await svc?.close();
    await drop?.();
  });

  const signIn = (email: string, password: string) => svc.call('POST', 'platform/operator/login', { json: { email, password } });
  const owner = async () => (await signIn('owner@demo.test', 'Operator1234')).body.data?.token as string;
  const invitationsOnFuel = async () => (await svc.call('GET', 'platform/operator/team', { token: await owner(), headers: { 'X-Channel-Id': FUEL } })).body.data?.invitations as Invitation[];
  const invite = async () => svc.call('POST', 'platform/operator/team', { token: await owner(), headers: { 'X-Channel-Id': FUEL }, json: { email: GINA, name: 'Gina', role: 'editor' } });

  it('is offered for 7 days; then accepting it is refused with 410, it grants nothing and the team lists it as expired; inviting again renews it', async () => {
    const sent = now;
    expect((await invite()).status).toBe(200);
    expect(await invitationsOnFuel()).toEqual([expect.objectContaining({ email: GINA, invited_at: new Date(sent).toISOString(), expires_at: new Date(sent + 7 * DAY).toISOString(), expired: false })]);
    now = sent + 7 * DAY - 60_000;
    expect((await signIn(GINA, GINA_PASSWORD)).body.data?.invitations).toEqual([expect.objectContaining({ channel_id: FUEL, expired: false })]);

    now = sent + 7 * DAY;
    const gina = await signIn(GINA, GINA_PASSWORD);
    expect(gina.body.data?.invitations).toEqual([]);
    const token = gina.body.data?.token as string;
    expect((await svc.call('GET', 'platform/operator/invitations', { token })).body.data?.invitations).toEqual([]);
    const accepted = await svc.call('POST', `platform/operator/invitations/${FUEL}/accept`, { token });
    expect(accepted.status).toBe(410);
    expect(accepted.body).toMatchObject({ code: 'INVITATION_EXPIRED', expires_at: new Date(sent + 7 * DAY).toISOString() });
    expect(accepted.body.message).toBe(
      `The invitation to fuel-cz expired on ${new Date(sent + 7 * DAY).toUTCString()} (an invitation can be accepted for 7 days): ask owner@demo.test or another owner of fuel-cz to invite you again`,
    );
    expect((await svc.call('GET', 'platform/operator/channel', { token, headers: { 'X-Channel-Id': FUEL } })).status).toBe(403);
    expect(await invitationsOnFuel()).toEqual([expect.objectContaining({ email: GINA, expired: true })]);

    // Invited again: 7 more days, and accepting it grants the role.
    expect((await invite()).status).toBe(200);
    expect(await invitationsOnFuel()).toEqual([expect.objectContaining({ email: GINA, invited_at: new Date(now).toISOString(), expired: false })]);
    expect((await svc.call('POST', `platform/operator/invitations/${FUEL}/accept`, { token })).status).toBe(200);
    expect((await svc.call('GET', 'platform/operator/channel', { token, headers: { 'X-Channel-Id': FUEL } })).status).toBe(200);
  });
});
