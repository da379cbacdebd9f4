// @vitest-environment node
// The channel document is its parts' own calls at the same moment: on the running host and on a
// channel's own host, after a publish, with a fault on a part (docs/demo-backend.md). Asked of the
// channel service the way the demo server asks it (the demo's faults in front).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sectionNames } from '@/generated/section-names';
import { demoStore, resetDemoStore } from '@/mocks/handlers';
import { currentVersion, addVersion } from '@/server/store/versions';
import { startDemoServer, type DemoChannels } from '../../../scripts/demo-server/server';

let channels: DemoChannels;
beforeAll(async () => {
  resetDemoStore({ preset: 'default' });
  channels = (await startDemoServer({ port: 0, distDir: '/nonexistent-api-only' })).channels;
}, 60_000);
afterAll(async () => channels?.close());
beforeEach(async () => {
  resetDemoStore({ preset: 'default' });
  await channels.reset();
});

const get = async (origin: string, path: string, headers: Record<string, string> = {}) => {
  const response = await channels.fetch(new Request(`${origin}/wl/v1/${path}`, { headers }));
  return { status: response.status, etag: response.headers.get('etag'), body: response.status === 304 ? null : ((await response.json()) as { data: Record<string, unknown> }) };
};

/** What the individual calls answer on this origin, in the document's shape. */
async function individually(origin: string, language: string) {
  const sections: Record<string, unknown> = {};
  for (const name of sectionNames) sections[name] = (await get(origin, `platform/config/section/${name}`)).body?.data;
  return {
    public: (await get(origin, 'platform/config/public')).body?.data,
    sections,
    structure: (await get(origin, 'platform/config/structure')).body?.data,
    translations: (await get(origin, `platform/config/translations/${language}`)).body?.data,
  };
}

describe('GET platform/config/document', () => {
  for (const origin of ['http://portal.test', 'http://fuel-cz.localhost:4173']) {
    it(`answers exactly the individual calls' parts (${origin})`, async () => {
      const { body, etag } = await get(origin, 'platform/config/document?language=pl');
      const document = body!.data;
      expect(etag).toBe(`"${String(document.version)}"`);
      expect(document.language).toBe('pl');
      expect({ public: document.public, sections: document.sections, structure: document.structure, translations: document.translations }).toEqual(
        await individually(origin, 'pl'),
      );
    });
  }

  it("without a language: the channel's own (GENERAL.lang cs_CZ -> cs)", async () => {
    const { body } = await get('http://fuel-cz.localhost:4173', 'platform/config/document');
    expect(body!.data.channel_id).toBe('demo-fuel-cz');
    expect(body!.data.language).toBe('cs');
  });

  it('answers 304 for the version held, and a new version once the channel publishes', async () => {
    const origin = 'http://fuel-cz.localhost:4173';
    const first = await get(origin, 'platform/config/document?language=cs');
    const version = String(first.body!.data.version);
    expect((await get(origin, 'platform/config/document?language=cs', { 'If-None-Match': `"${version}"` })).status).toBe(304);

    const config = structuredClone((await currentVersion(channels.store.db, 'demo-fuel-cz'))!.config!);
    config.sections = { ...config.sections, VISUAL: { ...(config.sections?.VISUAL as object), color: { primary: '#123456' } } };
    await addVersion(channels.store.db, channels.clock, 'demo-fuel-cz', { author: 'owner@demo.test', kind: 'publish', message: 'test', config });

    const after = await get(origin, 'platform/config/document?language=cs', { 'If-None-Match': `"${version}"` });
    expect(after.status).toBe(200);
    expect(after.body!.data.version).not.toBe(version);
    expect((after.body!.data.sections as { VISUAL: unknown }).VISUAL).toEqual((await get(origin, 'platform/config/section/VISUAL')).body!.data);
    expect((after.body!.data.sections as { VISUAL: { color: unknown } }).VISUAL.color).toEqual({ primary: '#123456' });
  });

  it('leaves out a part whose call fails, carries a garbage part as served, and fails with the public config', async () => {
    const origin = 'http://portal.test';
    demoStore().faults.push({ method: null, path: 'platform/config/section/VISUAL', status: 500, body: 'error', times: 1, delay_ms: 0 });
    demoStore().faults.push({ method: null, path: 'platform/config/section/MENU', status: 200, body: 'json', json: { data: [1, 2] }, times: 1, delay_ms: 0 });
    const { body } = await get(origin, 'platform/config/document');
    const sections = body!.data.sections as Record<string, unknown>;
    expect('VISUAL' in sections).toBe(false);
    expect(sections.MENU).toEqual([1, 2]);

    demoStore().faults.push({ method: null, path: 'platform/config/public', status: 503, body: 'error', times: 1, delay_ms: 0 });
    expect((await get(origin, 'platform/config/document')).status).toBe(503);
    expect((await get(origin, 'platform/config/document?language=xx')).status).toBe(404);
  });
});
