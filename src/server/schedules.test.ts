// @vitest-environment node
// Schedules on the service's own clock: overlapping windows refused naming the conflict, a campaign's
// end returning to a publish made during it, and (with TEST_DATABASE_URL) two instances on one
// database making a due version live exactly once, with no traffic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelService } from './app';
import { openChannelDb } from './db/connect';
import { startTestService, testDatabaseUrl, testStoreSettings, type TestService } from './test-service';
import { runDueSchedules } from './worker';

let now = Date.parse('2026-06-01T10:00:00Z');
const clock = { now: () => now };
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ clock, service: { worker: false } });
});
afterAll(async () => svc?.close());

async function publishColour(token: string, color: string) {
  const status = await svc.call('GET', 'platform/operator/channel', { token });
  const number = (status.body.data?.version as { number: number }).number;
  const config = structuredClone((await svc.call('GET', `platform/operator/versions/${number}`, { token })).body.data?.config) as { sections: Record<string, Record<string, unknown>> };
  config.sections.VISUAL = { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: color } };
  const published = await svc.call('PUT', 'platform/config/channel', { token, json: config, headers: { 'If-Match': status.etag ?? '' } });
  expect(published.status).toBe(200);
  return published.body.data?.version as number;
}

const primary = async () => ((await svc.call('GET', 'platform/config/section/VISUAL')).body.data?.color as { primary: string }).primary;

describe('schedules', () => {
  it('refuses an overlapping window naming the conflict, and dates more than 2 years ahead', async () => {
    const token = await svc.signIn('owner@demo.test');
    const first = await svc.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: at(60), ends_at: at(120) } });
    expect(first.status).toBe(200);
    const overlap = await svc.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: at(90), ends_at: at(180) } });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toContain(first.body.data?.id as string);
    expect((await svc.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: '275760-01-01T00:00:00Z' } })).status).toBe(400);
    expect((await svc.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: at(3 * 366 * 24 * 60) } })).status).toBe(422);
    expect((await svc.call('DELETE', `platform/operator/schedule/${first.body.data?.id as string}`, { token })).status).toBe(200);
  });

  it("a campaign's end returns to a version published during it, not to the one before", async () => {
    const token = await svc.signIn('owner@demo.test');
    const campaign = await publishColour(token, '#aa0000');
    const before = await publishColour(token, '#000001');
    expect((await svc.call('POST', 'platform/operator/schedule', { token, json: { version: campaign, starts_at: at(5), ends_at: at(30) } })).status).toBe(200);
    now += 6 * 60_000;
    await runDueSchedules(svc.service.ctx);
    expect(await primary()).toBe('#aa0000');
    const during = await publishColour(await svc.signIn('owner@demo.test'), '#00bb00');
    now += 30 * 60_000;
    await runDueSchedules(svc.service.ctx);
    expect(await primary()).toBe('#00bb00');
    const versions = (await svc.call('GET', 'platform/operator/versions', { token: await svc.signIn('owner@demo.test') })).body.data?.versions as { number: number }[];
    expect(versions[0]?.number).toBe(during);
    expect(before).toBeLessThan(during);
  });
});

describe.runIf(testDatabaseUrl())('two instances on one PostgreSQL database', () => {
  it('make a due schedule live exactly once, with no traffic', async () => {
    const settings = await testStoreSettings();
    const a = await startTestService({ settings, clock });
    const storeB = await openChannelDb(settings);
    const b = await createChannelService({ store: storeB, clock, worker: { intervalMs: 50 } });
    try {
      const token = await a.signIn('owner@demo.test');
      const scheduled = await a.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: at(1) } });
      expect(scheduled.status).toBe(200);
      now += 2 * 60_000;
      await Promise.all([runDueSchedules(a.service.ctx), runDueSchedules(b.ctx), runDueSchedules(a.service.ctx), runDueSchedules(b.ctx)]);
      const audit = (await a.call('GET', 'platform/operator/audit', { token })).body.data?.entries as { action: string }[];
      expect(audit.filter((e) => e.action === 'scheduled-live')).toHaveLength(1);
      const versions = (await a.call('GET', 'platform/operator/versions', { token })).body.data?.versions as { kind: string }[];
      expect(versions.filter((v) => v.kind === 'scheduled')).toHaveLength(1);
    } finally {
      await b.close();
      await storeB.close();
      await a.close();
    }
  });
});
