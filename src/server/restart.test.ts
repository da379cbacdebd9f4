// @vitest-environment node
// Operators' work survives a restart: a publish, a draft, a schedule and the audit, on the same
// CHANNEL_DATA_DIR (PGlite on disk) and, with TEST_DATABASE_URL, on the same PostgreSQL database,
// after the service closed and a new one opened the store: the member reads the published colour,
// and the version and its audit entry are listed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestService, testDatabaseUrl, testStoreSettings } from './test-service';

const dir = mkdtempSync(path.join(tmpdir(), 'channel-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function publishAndRestart(settings: { databaseUrl?: string; dataDir?: string }) {
  const first = await startTestService({ settings });
  const token = await first.signIn('owner@demo.test');
  const status = await first.call('GET', 'platform/operator/channel', { token });
  const config = structuredClone((await first.call('GET', 'platform/operator/versions/1', { token })).body.data?.config) as { sections: Record<string, Record<string, unknown>> };
  config.sections.VISUAL = { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: '#123456' } };
  const published = await first.call('PUT', 'platform/config/channel', { token, json: config, headers: { 'If-Match': status.etag ?? '', 'X-Publish-Message': 'Autumn%20colour' } });
  expect(published.status).toBe(200);
  expect((await first.call('PUT', 'platform/operator/draft', { token, json: { config, base_version: 2 } })).status).toBe(200);
  const later = new Date(Date.now() + 86_400_000).toISOString();
  expect((await first.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: later } })).status).toBe(200);
  await first.close();

  const second = await startTestService({ settings, seed: false });
  try {
    expect(((await second.call('GET', 'platform/config/section/VISUAL')).body.data?.color as { primary: string }).primary).toBe('#123456');
    const document = (await second.call('GET', 'platform/config/document')).body.data as { sections: { VISUAL: { color: { primary: string } } } };
    expect(document.sections.VISUAL.color.primary).toBe('#123456');
    const again = await second.signIn('owner@demo.test');
    const after = await second.call('GET', 'platform/operator/channel', { token: again });
    expect(after.etag).toBe('"v2"');
    expect(after.body.data?.drafts).toHaveLength(1);
    expect(after.body.data?.schedule).toHaveLength(1);
    const versions = (await second.call('GET', 'platform/operator/versions', { token: again })).body.data?.versions as { number: number; kind: string; author: string; message: string }[];
    expect(versions[0]).toMatchObject({ number: 2, kind: 'publish', author: 'owner@demo.test', message: 'Autumn colour' });
    const audit = (await second.call('GET', 'platform/operator/audit', { token: again })).body.data?.entries as { action: string; version?: number }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'publish', version: 2 }));
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['draft', 'schedule']));
  } finally {
    await second.close();
  }
}

describe('restart', () => {
  it('keeps versions, drafts, schedules and the audit on the same CHANNEL_DATA_DIR', () => publishAndRestart({ dataDir: dir }), 120_000);

  it.runIf(testDatabaseUrl())('keeps them on the same PostgreSQL database (DATABASE_URL)', async () => publishAndRestart(await testStoreSettings()), 120_000);
});
