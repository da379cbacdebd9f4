// @vitest-environment node
// A proposal is exactly what the operator changed: every preset and every version the service
// serves goes through what the studio does with it (open as a draft, save, propose) and comes back
// unchanged, every key, text, language and asset of the base kept (none of a language outside the
// channel's `languages` dropped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPreset, listPresets } from '@/presets/build';
import { diffPresets } from '@/lib/preset-check/diff';
import { demoChannelId } from '@/server/demo';
import { startTestService, type TestService } from '@/server/test-service';
import { draftReducer } from '../draft-history';
import { configureApi, configureOperator } from '@/lib/api/client';
import { configOfPreset, presetOfConfig, type ChannelConfig } from '@/channel/config';
import { publishedDraft } from './use-channel-status';

/** What the studio holds once it opened `draft` and what Save sends for it untouched. */
const savedUntouched = (source: string, draft: ReturnType<typeof presetOfConfig>) => {
  const state = draftReducer(null, { type: 'open', source, draft: JSON.parse(JSON.stringify(draft)) as typeof draft });
  return JSON.parse(JSON.stringify(configOfPreset(state!.present))) as ChannelConfig;
};

const presets = listPresets();

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

describe("a preset's files through the studio", () => {
  it('lists every preset of channel-presets/', () => {
    expect(presets).toEqual(expect.arrayContaining(['default', 'drugstore-pl', 'fuel-cz', 'minimal-gb']));
  });

  it.each(presets)('%s opens and saves as it builds', (name) => {
    const built = buildPreset(name);
    expect(savedUntouched(name, built)).toEqual(configOfPreset(built));
  });
});

describe('a version as the service serves it, through open -> save -> propose', () => {
  it.each(presets)('demo-%s: the proposal holds the version exactly, and Review shows no change', async (name) => {
    const channel = demoChannelId(name);
    const token = await svc.signIn('owner@demo.test');
    const headers = { 'X-Channel-Id': channel };
    const status = await svc.call('GET', 'platform/operator/channel', { token, headers });
    const number = (status.body.data?.version as { number: number }).number;
    const version = (await svc.call('GET', `platform/operator/versions/${number}`, { token, headers })).body.data as { config: ChannelConfig };
    const served = version.config;
    // The texts of languages outside the channel's own are part of the version (inherited from default).
    expect(Object.keys(served.translations ?? {}).length).toBeGreaterThan((served.languages ?? []).length - 1);

    const config = savedUntouched(`version:${number}`, presetOfConfig(`${channel}-v${number}`, served));
    const saved = await svc.call('PUT', 'platform/operator/draft', { token, headers, json: { config, base_version: number } });
    expect(saved.status).toBe(200);
    const id = saved.body.data?.id as string;
    expect((await svc.call('POST', `platform/operator/drafts/${id}/propose`, { token, headers, json: { message: 'untouched' } })).status).toBe(200);
    const proposal = (await svc.call('GET', `platform/operator/drafts/${id}`, { token, headers })).body.data as { config: ChannelConfig };

    expect(proposal.config).toEqual(served);
    expect(diffPresets(presetOfConfig('current', served), presetOfConfig('proposal', proposal.config))).toEqual([]);
  });
});

describe('each channel opened as the studio opens it (its live version, through the operator calls)', () => {
  it.each(presets)('demo-%s: opens its published version whole and saves it unchanged', async (name) => {
    const channel = demoChannelId(name);
    const token = await svc.signIn('owner@demo.test');
    configureApi({ baseUrl: svc.url, channelId: channel });
    configureOperator(() => ({ token, channelId: channel }));
    const status = await svc.call('GET', 'platform/operator/channel', { token, headers: { 'X-Channel-Id': channel } });
    const number = (status.body.data?.version as { number: number }).number;
    const served = ((await svc.call('GET', `platform/operator/versions/${number}`, { token, headers: { 'X-Channel-Id': channel } })).body.data as { config: ChannelConfig }).config;

    const opened = await publishedDraft();
    expect(opened.source).toBe(`version:${number}`);
    expect(savedUntouched(opened.source, opened.draft)).toEqual(served);
  });
});
