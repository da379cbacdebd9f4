// @vitest-environment node
// Publishing on the demo backend: operator sign-in (401 / 403), editor drafts and proposals, the
// publisher's review, versions with their diff, rollback, a stale publish refused, the schedule on
// demo time, the audit trail; a member's token grants nothing and a publish signs nobody out.
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { OPERATOR_PASSWORD } from '../store/operator-store';

const BASE = 'http://demo.test/wl/v1';
type Answer = { status: number; etag: string | null; body: { data?: Record<string, unknown> } & Record<string, unknown> };

async function call(method: string, path: string, options: { token?: string; json?: unknown; headers?: Record<string, string>; base?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Channel-Id': 'demo-default', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const request = new Request(`${options.base ?? BASE}/${path}`, { method, headers, ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}) });
  const response = await getResponse(handlers, request);
  return { status: response?.status ?? 0, etag: response?.headers.get('etag') ?? null, body: (await response?.json()) as Answer['body'] };
}

const signIn = async (email: string) => (await call('POST', 'platform/operator/login', { json: { email, password: OPERATOR_PASSWORD } })).body.data?.token as string;
const primary = async () => (((await call('GET', 'platform/config/section/VISUAL')).body.data?.color ?? {}) as Record<string, unknown>).primary;
const configWith = (color: string) => {
  const { sections, general, translations, structure } = demoStore().preset;
  return { sections: { ...sections, VISUAL: { ...sections.VISUAL, color: { ...(sections.VISUAL?.color as object), primary: color } } }, general, translations, ...structure };
};

describe('operator calls (demo)', () => {
  beforeEach(() => resetDemoStore({ preset: 'default' }));

  it('refuses without an operator token (a member token included) and without the role', async () => {
    const config = configWith('#1d6b3a');
    expect((await call('PUT', 'platform/config/channel', { json: config, headers: { 'If-Match': '"v1"' } })).status).toBe(401);
    const member = await call('POST', 'user/login', { json: { email: 'verified@demo.test', password: 'Demo1234' } });
    expect((await call('PUT', 'platform/config/channel', { json: config, token: member.body.data?.token as string, headers: { 'If-Match': '"v1"' } })).status).toBe(401);
    expect((await call('POST', 'platform/operator/login', { json: { email: 'editor@demo.test', password: 'Demo1234' } })).status).toBe(401);
    const editor = await signIn('editor@demo.test');
    expect((await call('PUT', 'platform/config/channel', { json: config, token: editor, headers: { 'If-Match': '"v1"' } })).status).toBe(403);
    expect((await call('GET', 'platform/operator/versions', { token: editor, headers: { 'X-Channel-Id': 'demo-minimal-gb' } })).status).toBe(403);
    const publisher = await signIn('publisher@demo.test');
    expect((await call('PUT', 'platform/config/channel', { json: config, token: publisher, headers: { 'If-Match': '"v1"', 'X-Channel-Id': 'demo-drugstore-pl' } })).status).toBe(403);
    expect(await primary()).toBe('#000000');
  });

  it('editor proposes, publisher publishes: a version with its diff, served without signing anyone out', async () => {
    const sessions = demoStore().tokens.size;
    const editor = await signIn('editor@demo.test');
    const saved = await call('PUT', 'platform/operator/draft', { token: editor, json: { config: configWith('#1d6b3a'), base_version: 1 } });
    expect(saved.status).toBe(200);
    const id = saved.body.data?.id as string;
    const proposed = await call('POST', `platform/operator/drafts/${id}/propose`, { token: editor, json: { message: 'Green' } });
    expect(proposed.body.data?.status).toBe('proposed');
    expect((await call('POST', `platform/operator/drafts/${id}/publish`, { token: editor, json: {}, headers: { 'If-Match': '"v1"' } })).status).toBe(403);
    const publisher = await signIn('publisher@demo.test');
    const status = await call('GET', 'platform/operator/channel', { token: publisher });
    expect(status.etag).toBe('"v1"');
    const published = await call('POST', `platform/operator/drafts/${id}/publish`, { token: publisher, json: {}, headers: { 'If-Match': status.etag ?? '' } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ number: 2, author: 'publisher@demo.test', changes: [{ pointer: '/sections/VISUAL/color/primary', change: 'changed', from: '#000000', to: '#1d6b3a' }] });
    expect(await primary()).toBe('#1d6b3a');
    expect(demoStore().tokens.size).toBe(sessions);
  });

  it('refuses a proposal or publish with an error finding, and a stale publish with the changes since', async () => {
    const publisher = await signIn('publisher@demo.test');
    const invalid = await call('PUT', 'platform/config/channel', { token: publisher, json: configWith('#12345'), headers: { 'If-Match': '"v1"' } });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body.errors)).toContain('/sections/VISUAL/color/primary');
    expect((await call('PUT', 'platform/config/channel', { token: publisher, json: configWith('#1d6b3a') })).status).toBe(428);
    expect((await call('PUT', 'platform/config/channel', { token: publisher, json: configWith('#1d6b3a'), headers: { 'If-Match': '"v1"' } })).status).toBe(200);
    const stale = await call('PUT', 'platform/config/channel', { token: publisher, json: configWith('#333333'), headers: { 'If-Match': '"v1"' } });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current_version: 2, changes: [{ pointer: '/sections/VISUAL/color/primary', to: '#1d6b3a' }] });
    expect(await primary()).toBe('#1d6b3a');
  });

  it('rolls back as a new version, schedules on demo time, and records the audit trail', async () => {
    const publisher = await signIn('publisher@demo.test');
    await call('PUT', 'platform/config/channel', { token: publisher, json: configWith('#1d6b3a'), headers: { 'If-Match': '"v1"' } });
    const rolled = await call('POST', 'platform/operator/versions/1/rollback', { token: publisher, json: {}, headers: { 'If-Match': '"v2"' } });
    expect(rolled.body.data).toMatchObject({ number: 3, kind: 'rollback' });
    expect(await primary()).toBe('#000000');
    const startsAt = new Date(demoStore().now() + 3_600_000).toISOString();
    const endsAt = new Date(demoStore().now() + 7_200_000).toISOString();
    const scheduled = await call('POST', 'platform/operator/schedule', { token: publisher, json: { version: 2, starts_at: startsAt, ends_at: endsAt } });
    expect(scheduled.body.data).toMatchObject({ version: 2, status: 'pending' });
    expect(await primary()).toBe('#000000');
    demoStore().offsetMs += 3_700_000;
    expect(await primary()).toBe('#1d6b3a');
    demoStore().offsetMs += 3_700_000;
    expect(await primary()).toBe('#000000');
    const versions = (await call('GET', 'platform/operator/versions', { token: publisher })).body.data?.versions as { number: number; kind: string }[];
    expect(versions.map((v) => `${v.number} ${v.kind}`)).toEqual(['5 scheduled', '4 scheduled', '3 rollback', '2 publish', '1 initial']);
    const audit = (await call('GET', 'platform/operator/audit', { token: publisher })).body.data?.entries as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(['sign-in', 'publish', 'rollback', 'schedule', 'scheduled-live', 'scheduled-live']);
  });

  it('ends an operator token 8 hours (demo time) after sign-in: 401 that says so, a new sign-in works', async () => {
    const login = await call('POST', 'platform/operator/login', { json: { email: 'editor@demo.test', password: OPERATOR_PASSWORD } });
    expect(login.body.data?.expires_in).toBe(8 * 60 * 60);
    const token = login.body.data?.token as string;
    expect((await call('GET', 'platform/operator/channel', { token })).status).toBe(200);
    demoStore().offsetMs += 8 * 60 * 60 * 1000 - 60_000;
    expect((await call('GET', 'platform/operator/channel', { token })).status).toBe(200);
    demoStore().offsetMs += 60_000;
    const expired = await call('GET', 'platform/operator/channel', { token });
    expect(expired).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED', message: 'Operator sign-in expired: sign in again' } });
    expect((await call('GET', 'platform/operator/channel', { token: await signIn('editor@demo.test') })).status).toBe(200);
  });

  it("serves a version published for another channel to that channel's requests, and names each channel's time zone", async () => {
    const owner = await signIn('owner@demo.test');
    const fuel = { 'X-Channel-Id': 'demo-fuel-cz' };
    const v1 = (await call('GET', 'platform/operator/versions/1', { token: owner, headers: fuel })).body.data?.config as { sections: Record<string, { color?: object }> };
    const sections = { ...v1.sections, VISUAL: { ...v1.sections.VISUAL, color: { ...v1.sections.VISUAL?.color, primary: '#5a2d82' } } };
    const published = await call('PUT', 'platform/config/channel', { token: owner, json: { ...v1, sections }, headers: { ...fuel, 'If-Match': '"v1"' } });
    expect(published.status).toBe(200);
    // The channel's host <preset>.localhost serves it; the running channel (any other host) is untouched.
    const host = { base: 'http://fuel-cz.localhost:4410/wl/v1', headers: fuel };
    const served = await call('GET', 'platform/config/section/VISUAL', host);
    expect((served.body.data?.color as Record<string, unknown>).primary).toBe('#5a2d82');
    expect((await call('GET', 'platform/config/public', host)).body.data).toMatchObject({ channel_id: 'demo-fuel-cz', general: { 'GENERAL.lang': 'cs_CZ' } });
    expect(await primary()).toBe('#000000');
    expect((await call('GET', 'platform/config/section/VISUAL', { headers: fuel })).body.data?.color).toMatchObject({ primary: '#000000' });
    expect((await call('GET', 'platform/domain/fuel-cz.localhost:4410/config/public')).body.data?.channel_id).toBe('demo-fuel-cz');
    expect((await call('GET', 'platform/domain/portal.example.com/config/public')).body.data?.channel_id).toBe('demo-default');
    const status = async (channel: string) => (await call('GET', 'platform/operator/channel', { token: owner, headers: { 'X-Channel-Id': channel } })).body.data?.time_zone;
    expect(await status('demo-fuel-cz')).toBe('Europe/Prague');
    expect(await status('demo-drugstore-pl')).toBe('Europe/Warsaw');
  });
});
