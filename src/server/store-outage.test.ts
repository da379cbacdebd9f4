// @vitest-environment node
// What the service does while its store is unreachable, in one process (outage.test.ts does it with
// a real PostgreSQL stopped under the production entry): the store's health says unreachable, so
// operator calls answer 503 STORE_UNAVAILABLE with Retry-After, member config reads their last good
// copy (by X-Channel-Id; the domain lookup of a host seen before), the schedule worker waits; when the probe
// answers again, a schedule that fell due meanwhile goes live and every call works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreHealth } from './db/store-health';
import { startTestService, type TestService } from './test-service';
import { startWorker } from './worker';

let now = Date.parse('2026-06-01T10:00:00Z');
const clock = { now: () => now };
const quiet = { info: () => undefined, warn: () => undefined };

let svc: TestService;
let reachable = true;
beforeAll(async () => {
  svc = await startTestService({ clock, service: { worker: false } });
}, 180_000);
afterAll(async () => svc?.close());

describe('a store outage inside the service', () => {
  it('refuses operator calls with 503, serves the last good config, pauses the worker, and resumes', async () => {
    const token = await svc.signIn('owner@demo.test');
    const before = await svc.call('GET', 'platform/config/document');
    const byHost = await svc.call('GET', 'platform/domain/default.localhost/config/public');
    expect(byHost.body.data).toEqual({ channel_id: 'demo-default' });
    expect(before.status).toBe(200);
    const scheduled = await svc.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: new Date(now + 60_000).toISOString() } });
    expect(scheduled.status).toBe(200);

    // The store goes away: its probe fails until `reachable` is true again.
    const health = new StoreHealth(
      async () => {
        if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
      quiet,
      true,
      50,
    );
    svc.service.ctx.storeHealth = health;
    reachable = false;
    health.markDown(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    now += 120_000;

    const refused = await svc.call('GET', 'platform/operator/channel', { token });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body).toMatchObject({ code: 'STORE_UNAVAILABLE', retry_after: 5 });
    const stale = await svc.call('GET', 'platform/config/document');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(before.body);
    expect((await svc.call('GET', 'platform/domain/default.localhost/config/public')).body).toEqual(byHost.body);
    // A channel this instance never served: nothing to serve from memory.
    expect((await svc.call('GET', 'platform/config/document', { headers: { 'X-Channel-Id': 'demo-fuel-cz' } })).status).toBe(503);
    const errors: unknown[] = [];
    const worker = startWorker(svc.service.ctx, 60_000, (error) => errors.push(error));
    try {
      expect(await worker.runNow()).toBe(0);
      reachable = true;
      await health.whenAvailable();
      expect(await worker.runNow()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(errors).toEqual([]);
    expect((await svc.call('GET', 'platform/operator/channel', { token })).status).toBe(200);
    expect((await fetch(`${svc.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
