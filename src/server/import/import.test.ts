// @vitest-environment node
// importPlatformConfig over HTTP: the service fetches another platform (a second HTTP server here,
// or a second channel service) and saves what it serves as the publisher's draft, with an audit
// entry; hosts off the allow-list, private addresses, oversized answers, slow answers, redirect
// loops and refused keys are refused with their reason, and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedTranslations } from '../config/translations';
import { startTestService, type TestService } from '../test-service';
import { json, specOnlyRoutes, startFakePlatform, type FakePlatform } from './fake-platform';
import { IMPORT_DEFAULTS, type ImportSettings } from './import-rules';

let svc: TestService;
let platform: FakePlatform;
let owner: string;

const rules = (over: Partial<ImportSettings> = {}): ImportSettings => ({ hosts: [`127.0.0.1:${platform.port}`], allowPrivate: true, ...IMPORT_DEFAULTS, ...over });
const importFrom = (body: Record<string, unknown>, token = owner) => svc.call('POST', 'platform/operator/import', { token, json: body });
const drafts = async () => ((await svc.call('GET', 'platform/operator/channel', { token: owner })).body.data?.drafts as unknown[]).length;
const lastAudit = async () => (((await svc.call('GET', 'platform/operator/audit', { token: owner })).body.data?.entries as { action: string; detail?: string; draft?: string }[]).at(-1));

const czech = servedTranslations('cs');
const ownKey = Object.keys(czech)[0]!;

beforeAll(async () => {
  platform = await startFakePlatform();
  svc = await startTestService();
  owner = await svc.signIn('owner@demo.test');
});
afterAll(async () => {
  await svc?.close();
  await platform?.close();
});

describe('import from a platform', () => {
  it('reads a platform with only the spec calls (document 401) through its domain and saves the draft with an audit entry', async () => {
    svc.service.ctx.importSettings = rules();
    const serve = (general: Record<string, unknown>) => {
      platform.routes.clear();
      for (const [path, reply] of specOnlyRoutes('club-7', general, { cs: { ...czech, [ownKey]: 'Vlastní text klubu' } })) platform.routes.set(path, reply);
      platform.seen.length = 0;
    };
    // The one verdict: what `preset validate` refuses is refused, named by its pointer, and not saved.
    serve({ 'GENERAL.lang': 'cs', 'GENERAL.name': 'Club Example' });
    const invalid = await importFrom({ url: platform.url, domain: 'club.example.test' });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ code: 'INVALID_CONFIG', errors: [expect.objectContaining({ pointer: '/general/GENERAL.name' })] });
    expect(await drafts()).toBe(0);

    const general = { 'GENERAL.lang': 'cs' };
    serve(general);

    const answer = await importFrom({ url: `${platform.url}/`, domain: 'Club.Example.test' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as { draft: { id: string; config: Record<string, unknown>; status: string }; channel_id: string; missing: string[] };
    expect(data.channel_id).toBe('club-7');
    expect(data.draft.status).toBe('draft');
    expect(data.draft.config).toMatchObject({ languages: ['cs'], general, translations: { cs: { [ownKey]: 'Vlastní text klubu' } }, sections: {} });
    expect(data.missing).toEqual(expect.arrayContaining(['platform/config/document (HTTP 401)', 'platform/config/structure (HTTP 404)', 'platform/config/section/VISUAL (HTTP 404)']));
    // The channel came from the domain; every later call names it.
    expect(platform.seen[0]).toBe('GET platform/domain/club.example.test/config/public');
    expect(platform.seen.slice(1).every((line) => line.endsWith('[club-7]'))).toBe(true);

    const opened = await svc.call('GET', `platform/operator/drafts/${data.draft.id}`, { token: owner });
    expect((opened.body.data?.config as { general: unknown }).general).toEqual(general);
    expect(await lastAudit()).toMatchObject({ action: 'import', draft: data.draft.id, detail: expect.stringContaining(`Imported from ${platform.url}/ (club.example.test), channel club-7`) });
  });

  it('reads a channel service through its channel document and gets its config', async () => {
    const other = await startTestService();
    try {
      const port = new URL(other.url).port;
      svc.service.ctx.importSettings = rules({ hosts: [`127.0.0.1:${port}`] });
      const answer = await importFrom({ url: `${other.url}/wl/v1`, channel_id: 'demo-fuel-cz' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data as { draft: { config: { sections: Record<string, unknown>; languages: string[] } }; channel_id: string; missing: string[] };
      expect(data).toMatchObject({ channel_id: 'demo-fuel-cz', missing: [] });
      const served = (await other.call('GET', 'platform/config/section/VISUAL', { headers: { 'X-Channel-Id': 'demo-fuel-cz' } })).body.data;
      expect(data.draft.config.sections.VISUAL).toEqual(served);
      expect(data.draft.config.languages[0]).toBe('cs');
    } finally {
      await other.close();
    }
  });

  it('refuses a host off the allow-list, and any host when the list is empty, with the reason in the audit', async () => {
    svc.service.ctx.importSettings = rules();
    const before = await drafts();
    const refused = await importFrom({ url: 'https://platform.example.com/wl/v1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'IMPORT_HOST_REFUSED', host: 'platform.example.com', message: expect.stringContaining('platform.example.com is not an allowed platform') });
    expect(await lastAudit()).toMatchObject({ action: 'refusal', detail: expect.stringContaining('not an allowed platform') });
    svc.service.ctx.importSettings = rules({ hosts: [] });
    expect((await importFrom({ url: platform.url })).body.code).toBe('IMPORT_OFF');
    expect((await importFrom({ url: 'file:///etc/passwd' })).body.code).toBe('IMPORT_URL_INVALID');
    expect(await drafts()).toBe(before);
  });

  it('refuses loopback addresses unless private ones are allowed: a literal address and a name that resolves to one', async () => {
    svc.service.ctx.importSettings = rules({ allowPrivate: false, hosts: [`127.0.0.1:${platform.port}`, `localhost:${platform.port}`] });
    const literal = await importFrom({ url: platform.url });
    expect(literal.status).toBe(403);
    expect(literal.body).toMatchObject({ code: 'IMPORT_PRIVATE_ADDRESS', address: '127.0.0.1' });
    const named = await importFrom({ url: `http://localhost:${platform.port}/wl/v1` });
    expect(named.body).toMatchObject({ code: 'IMPORT_PRIVATE_ADDRESS', host: `localhost:${platform.port}` });
  });

  it('refuses an answer over the size limit, one that never comes, a redirect loop and a refused key', async () => {
    svc.service.ctx.importSettings = rules({ timeoutMs: 400 });
    const before = await drafts();
    platform.routes.clear();
    platform.routes.set('platform/config/document', json(404, {}));
    platform.routes.set('platform/config/public', json(200, { data: { channel_id: 'x', general: { big: 'x'.repeat(IMPORT_DEFAULTS.maxBytes) } } }));
    const large = await importFrom({ url: platform.url });
    expect(large.status).toBe(502);
    expect(large.body).toMatchObject({ code: 'IMPORT_TOO_LARGE', limit: IMPORT_DEFAULTS.maxBytes });

    platform.routes.set('platform/config/public', () => undefined);
    const slow = await importFrom({ url: platform.url });
    expect(slow.status).toBe(504);
    expect(slow.body).toMatchObject({ code: 'IMPORT_TIMEOUT', message: expect.stringContaining('did not answer /wl/v1/platform/config/public') });

    platform.routes.set('platform/config/public', (_q, r) => r.writeHead(302, { location: '/wl/v1/platform/config/public' }).end());
    expect((await importFrom({ url: platform.url })).body).toMatchObject({ code: 'IMPORT_REDIRECTS', limit: IMPORT_DEFAULTS.maxRedirects });

    platform.routes.set('platform/config/public', json(200, '{"data":{"channel_id":"x","general":{"__proto__":{"polluted":true}}}}'));
    const keyed = await importFrom({ url: platform.url });
    expect(keyed.body).toMatchObject({ code: 'IMPORT_BAD_ANSWER', pointer: '/data/general/__proto__' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await drafts()).toBe(before);
  });

  it('is a publisher\'s: an editor is refused before anything is fetched', async () => {
    svc.service.ctx.importSettings = rules();
    platform.seen.length = 0;
    const editor = await svc.signIn('editor@demo.test');
    expect((await importFrom({ url: platform.url }, editor)).status).toBe(403);
    expect(platform.seen).toEqual([]);
  });
});
