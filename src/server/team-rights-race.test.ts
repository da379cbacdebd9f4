// @vitest-environment node
// The owner's rights over an account are checked again inside the change's transaction: a role of
// the owner removed between accountChange's check and the write (here while the new password is
// hashed) refuses the reset with 403 and the password stays. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PasswordHash from './auth/password-hash';
import { DEMO_OPERATOR_PASSWORD } from './demo';
import { grant } from './store/operators';
import { startTestService, type TestService } from './test-service';
import { freshPostgresDatabase, storeTargets } from '../../tests/support/test-databases';

/** Runs once, after the next password hash is made and before the handler goes on. */
const between = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock('./auth/password-hash', async (original) => {
  const actual = await original<typeof PasswordHash>();
  return {
    ...actual,
    hashPassword: async (password: string) => {
      const hashed = await actual.hashPassword(password);
      const run = between.run;
      between.run = null;
      await run?.();
      return hashed;
    },
  };
});

describe.each(storeTargets())('account changes and a role removed meanwhile on $name', { timeout: 240_000 }, (target) => {
  let svc: TestService;
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const pg = target.kind === 'postgres' ? await freshPostgresDatabase() : null;
    drop = pg?.drop ?? null;
    svc = await startTestService({ settings: pg ? { databaseUrl: pg.url } : { dataDir: 'memory' }, service: { worker: false } });
  }, 120_000);
  afterAll(async () => {
    await svc?.close();
    await drop?.();
  });

  const login = (email: string, password: string) => svc.call('POST', 'platform/operator/login', { json: { email, password } });

  it('a password reset whose owner lost a channel of the account meanwhile is refused and changes nothing', async () => {
    const owner = (await login('owner@demo.test', DEMO_OPERATOR_PASSWORD)).body.data?.token as string;
    const editor = encodeURIComponent('editor@demo.test');
    let removed = false;
    // Another owner of demo-fuel-cz (where the editor works too) makes this owner an editor there.
    between.run = async () => {
      await grant(svc.store.db, 'owner@demo.test', 'demo-fuel-cz', 'editor');
      removed = true;
    };
    const reset = await svc.call('PUT', `platform/operator/team/${editor}/password`, { token: owner, json: { password: 'a brand new long passphrase' } });
    expect(removed).toBe(true);
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({ code: 'NOT_ACCOUNT_OWNER', channels: ['demo-fuel-cz'] });
    expect((await login('editor@demo.test', DEMO_OPERATOR_PASSWORD)).status).toBe(200);
    expect((await login('editor@demo.test', 'a brand new long passphrase')).status).toBe(401);
  });
});
