// @vitest-environment node
// The operators CLI on the service's store: an operator it adds signs in over HTTP; refusals are
// one short line; disable ends the operator's sign-ins; a change across channels is audited on each;
// security-log shows failed sign-ins of unknown e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../src/server/test-service.ts';
import { CliError, runOperators } from './commands.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

const run = async (argv: string[], password = '') => {
  const lines: string[] = [];
  await runOperators(argv, svc.store.db, { out: (line) => lines.push(line), readPassword: async () => `${password}\n`, generated: () => 'quartz-meadow-lantern-41' });
  return lines;
};

describe('npm run operators', () => {
  it('adds an operator who then signs in with their password (replacing the one-time one) and lists them', async () => {
    expect(await run(['add', 'Ivo@Shop.test', '--name', 'Ivo Ivanov', '--channel', 'demo-default', '--role', 'owner', '--password-stdin'], 'seven quiet lanterns')).toEqual(['Added ivo@shop.test (Ivo Ivanov) as owner of demo-default']);
    const first = await svc.call('POST', 'platform/operator/login', { json: { email: 'ivo@shop.test', password: 'seven quiet lanterns', new_password: 'granite orchard river' } });
    expect(first.status).toBe(200);
    expect(first.body.data?.operator).toMatchObject({ email: 'ivo@shop.test', channels: [{ channel_id: 'demo-default', role: 'owner' }] });
    expect(await run(['list', '--channel', 'demo-default'])).toContain('demo-default\towner\tivo@shop.test\tIvo Ivanov');

    const token = first.body.data?.token as string;
    expect(await run(['disable', 'ivo@shop.test'])).toEqual(['ivo@shop.test is disabled and signed out']);
    expect((await svc.call('GET', 'platform/operator/channel', { token })).status).toBe(401);
  });

  it('prints a generated one-time password once, and refuses with short precise errors', async () => {
    expect(await run(['add', 'nina@shop.test', '--name', 'Nina', '--channel', 'demo-default', '--role', 'editor'])).toEqual([
      'One-time password for nina@shop.test: quartz-meadow-lantern-41 (shown once; the first sign-in chooses a new one)',
      'Added nina@shop.test (Nina) as editor of demo-default',
    ]);
    await expect(run(['add', 'nina@shop.test', '--name', 'Nina', '--channel', 'demo-default', '--role', 'editor'])).rejects.toThrow('add: nina@shop.test exists already (use grant)');
    await expect(run(['add', 'x@shop.test', '--name', 'X', '--channel', 'nope', '--role', 'editor'])).rejects.toThrow('add: no channel nope');
    await expect(run(['grant', 'nina@shop.test', '--channel', 'demo-default', '--role', 'king'])).rejects.toThrow('grant: --role must be editor, publisher or owner');
    await expect(run(['reset-password', 'nina@shop.test', '--password-stdin'], 'password1234')).rejects.toThrow(CliError);
    await expect(run(['fly'])).rejects.toThrow(/^Unknown command fly/);
  });

  it('acts across channels and audits on every channel the account holds', async () => {
    await run(['add', 'vera@shop.test', '--name', 'Vera', '--channel', 'demo-default', '--role', 'editor']);
    expect(await run(['grant', 'vera@shop.test', '--channel', 'demo-fuel-cz', '--role', 'publisher'])).toEqual(['vera@shop.test is now publisher of demo-fuel-cz']);
    expect(await run(['remove-second-factor', 'vera@shop.test'])).toEqual(['vera@shop.test signs in with their password alone until they enrol again; their sign-ins ended']);
    await run(['revoke', 'vera@shop.test', '--channel', 'demo-fuel-cz']);
    const entries = await svc.store.db.selectFrom('audit').select(['channel_id', 'detail']).where('actor', '=', 'cli').where('detail', 'like', '%vera@shop.test%').orderBy('id').execute();
    expect(entries.map((e) => `${e.channel_id}: ${e.detail}`)).toEqual([
      'demo-default: added vera@shop.test as editor',
      'demo-default: vera@shop.test is now publisher of demo-fuel-cz',
      'demo-fuel-cz: vera@shop.test is now publisher of demo-fuel-cz',
      'demo-default: removed the second factor of vera@shop.test and ended their sign-ins',
      'demo-fuel-cz: removed the second factor of vera@shop.test and ended their sign-ins',
      'demo-default: revoked the role of vera@shop.test on demo-fuel-cz',
      'demo-fuel-cz: revoked the role of vera@shop.test on demo-fuel-cz',
    ]);
  });

  it('lists failed sign-ins of unknown e-mails from the security log, newest last, with --since and --limit', async () => {
    expect(await run(['security-log'])).toEqual(['No security events']);
    for (const email of ['ghost@nowhere.test', 'spectre@nowhere.test']) {
      expect((await svc.call('POST', 'platform/operator/login', { json: { email, password: 'not anyones password' } })).status).toBe(401);
    }
    const lines = await run(['security-log']);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z\tsign-in-failed\tghost@nowhere\.test\t127\.0\.0\.1\tUNAUTHORIZED from 127\.0\.0\.1$/);
    expect(lines[1]).toContain('spectre@nowhere.test');
    expect(await run(['security-log', '--limit', '1'])).toEqual([lines[1]]);
    expect(await run(['security-log', '--since', '1h'])).toEqual(lines);
    expect(await run(['security-log', '--since', '2999-01-01T00:00Z'])).toEqual(['No security events']);
    expect(JSON.stringify(lines)).not.toContain('not anyones password');
    await expect(run(['security-log', '--limit', 'lots'])).rejects.toThrow('security-log: --limit must be a whole number from 1 to 10000');
    await expect(run(['security-log', '--since', 'yesterday'])).rejects.toThrow(/--since takes an ISO time/);
  });
});
