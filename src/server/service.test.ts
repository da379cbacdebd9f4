// @vitest-environment node
// The channel service over HTTP: sign-in, the four-eyes review pinned to the reviewed revision,
// publishing with its checks, and the request rules (exact paths, JSON only, size and depth).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './test-service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

const configWith = async (token: string, color: string) => {
  const status = await svc.call('GET', 'platform/operator/channel', { token });
  const current = await svc.call('GET', `platform/operator/versions/${(status.body.data?.version as { number: number }).number}`, { token });
  const config = structuredClone(current.body.data?.config) as { sections: Record<string, Record<string, unknown>> };
  config.sections.VISUAL = { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: color } };
  return { config, base: (status.body.data?.version as { number: number }).number, etag: status.etag ?? '' };
};

describe('channel service', () => {
  it('signs operators in with the demo password only, and refuses calls without a token', async () => {
    expect((await svc.call('POST', 'platform/operator/login', { json: { email: 'editor@demo.test', password: 'wrong-password' } })).status).toBe(401);
    expect((await svc.call('GET', 'platform/operator/channel')).status).toBe(401);
    const token = await svc.signIn('editor@demo.test');
    expect(token).toMatch(/^op_/);
    expect((await svc.call('GET', 'platform/operator/channel', { token })).status).toBe(200);
  });

  it('the swap attack: publishing the reviewed revision after a later save answers 409; the exact revision publishes', async () => {
    const editor = await svc.signIn('editor@demo.test');
    const publisher = await svc.signIn('publisher@demo.test');
    const a = await configWith(editor, '#111111');
    const saved = await svc.call('PUT', 'platform/operator/draft', { token: editor, json: { config: a.config, base_version: a.base } });
    const id = saved.body.data?.id as string;
    await svc.call('POST', `platform/operator/drafts/${id}/propose`, { token: editor, json: { message: 'A' } });
    const reviewed = (await svc.call('GET', `platform/operator/drafts/${id}`, { token: publisher })).body.data?.revision as number;
    const b = await configWith(editor, '#ff0000');
    await svc.call('PUT', 'platform/operator/draft', { token: editor, json: { config: b.config, base_version: b.base } });
    await svc.call('POST', `platform/operator/drafts/${id}/propose`, { token: editor, json: { message: 'B' } });
    const swapped = await svc.call('POST', `platform/operator/drafts/${id}/publish`, { token: publisher, json: { revision: reviewed }, headers: { 'If-Match': a.etag } });
    expect(swapped.status).toBe(409);
    expect((await svc.call('POST', `platform/operator/drafts/${id}/publish`, { token: publisher, json: {}, headers: { 'If-Match': a.etag } })).status).toBe(428);
    const now = (await svc.call('GET', `platform/operator/drafts/${id}`, { token: publisher })).body.data?.revision as number;
    const published = await svc.call('POST', `platform/operator/drafts/${id}/publish`, { token: publisher, json: { revision: now }, headers: { 'If-Match': a.etag } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ author: 'publisher@demo.test', editor: 'editor@demo.test' });
    const section = await svc.call('GET', 'platform/config/section/VISUAL');
    expect((section.body.data?.color as { primary: string }).primary).toBe('#ff0000');
  });

  it('an author never publishes their own proposal', async () => {
    const owner = await svc.signIn('owner@demo.test');
    const c = await configWith(owner, '#222222');
    const id = (await svc.call('PUT', 'platform/operator/draft', { token: owner, json: { config: c.config, base_version: c.base } })).body.data?.id as string;
    const proposed = await svc.call('POST', `platform/operator/drafts/${id}/propose`, { token: owner, json: { message: 'mine' } });
    const refused = await svc.call('POST', `platform/operator/drafts/${id}/publish`, { token: owner, json: { revision: proposed.body.data?.revision }, headers: { 'If-Match': c.etag } });
    expect(refused.status).toBe(403);
    // Its own code: the studio says the four-eyes rule in the operator's language.
    expect(refused.body.code).toBe('OWN_PROPOSAL');
    const audit = await svc.call('GET', 'platform/operator/audit', { token: owner });
    expect((audit.body.data?.entries as { action: string; detail?: string }[]).at(-1)).toMatchObject({ action: 'refusal', detail: expect.stringContaining('403') });
  });

  it("checks a proposal in the channel's own languages (drugstore-pl), as the studio and `preset validate` do", async () => {
    const headers = { 'X-Channel-Id': 'demo-drugstore-pl' };
    const editor = await svc.signIn('publisher@demo.test');
    const current = await svc.call('GET', 'platform/operator/versions/1', { token: editor, headers });
    const { languages: _languages, ...config } = current.body.data?.config as Record<string, unknown>;
    const saved = await svc.call('PUT', 'platform/operator/draft', { token: editor, headers, json: { config, base_version: 1 } });
    expect(saved.status).toBe(200);
    const proposed = await svc.call('POST', `platform/operator/drafts/${saved.body.data?.id as string}/propose`, { token: editor, headers, json: { message: 'Polish channel' } });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data?.status).toBe('proposed');
  });

  it('matches paths exactly and reads only JSON bodies, within size and depth limits', async () => {
    expect((await svc.call('GET', 'platform/config/Public')).status).toBe(404);
    expect((await svc.call('GET', 'platform/config/public/')).status).toBe(404);
    expect((await svc.call('POST', 'platform/Operator/login', { json: { email: 'a', password: 'b' } })).status).toBe(404);
    const plain = await svc.call('POST', 'platform/operator/login', { body: JSON.stringify({ email: 'owner@demo.test', password: 'Operator1234' }), headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(415);
    const big = await svc.call('POST', 'platform/operator/login', { body: JSON.stringify({ email: 'x'.repeat(9 * 1024 * 1024), password: 'y' }), headers: { 'Content-Type': 'application/json' } });
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/8 MB \(8388608 bytes\)/);
  });

  it('refuses a body nested deeper than 64 levels with 400 naming the limit', async () => {
    const deep = await svc.call('POST', 'platform/operator/login', { body: `{"email":"a","password":"b","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, headers: { 'Content-Type': 'application/json' } });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/deeper than the limit of 64 levels/);
  });

  it('refuses a draft with a text over 100,000 characters with 422 naming the limit and the pointer', async () => {
    const editor = await svc.signIn('editor@demo.test');
    const c = await configWith(editor, '#333333');
    (c.config.sections.VISUAL as Record<string, unknown>).note = 'x'.repeat(100_001);
    const refused = await svc.call('PUT', 'platform/operator/draft', { token: editor, json: { config: c.config, base_version: c.base } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/the draft has a text of 100001 characters, over the limit of 100000/);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: '/config/sections/VISUAL/note' })]);
  });

  it('refuses a published config with over 5,000 entries in one list with 422 naming the limit', async () => {
    const publisher = await svc.signIn('publisher@demo.test');
    const c = await configWith(publisher, '#444444');
    (c.config.sections.VISUAL as Record<string, unknown>).many = Array.from({ length: 5_001 }, (_, i) => i);
    const refused = await svc.call('PUT', 'platform/config/channel', { token: publisher, json: c.config, headers: { 'If-Match': c.etag } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/the published config has 5001 entries in one object or list, over the limit of 5000/);
    expect(refused.body.pointer).toBe('/sections/VISUAL/many');
  });

  it('refuses a __proto__ key in a draft with 422 at its pointer', async () => {
    const editor = await svc.signIn('editor@demo.test');
    const c = await configWith(editor, '#555555');
    const text = JSON.stringify({ config: c.config, base_version: c.base }).replace('"sections":{', '"sections":{"__proto__":{"admin":true},');
    const refused = await svc.call('PUT', 'platform/operator/draft', { token: editor, body: text, headers: { 'Content-Type': 'application/json' } });
    expect(refused.status).toBe(422);
    expect(refused.body.pointer).toBe('/config/sections/__proto__');
    expect(refused.body.message).toMatch(/__proto__/);
  });

  it('answers the channel document with the version as ETag, 304 when it is held', async () => {
    const first = await svc.call('GET', 'platform/config/document');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage/);
    // A shared cache never answers the old copy while it revalidates: after a publish it would be a member's next load.
    expect(first.headers.get('cache-control')).not.toMatch(/stale-while-revalidate/);
    const again = await svc.call('GET', 'platform/config/document', { headers: { 'If-None-Match': first.etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
