// @vitest-environment node
// The studio's Publish against the demo backend: loopback only, refused when `preset validate` would
// refuse the config, and then served without re-seeding or signing anyone out.
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { REMOTE_ADDRESS_HEADER } from './http';

const BASE = 'http://demo.test/wl/v1';

async function publish(body: unknown, from = '127.0.0.1') {
  const request = new Request(`${BASE}/platform/config/channel`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', [REMOTE_ADDRESS_HEADER]: from },
    body: JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  return { status: response?.status, body: (await response?.json()) as Record<string, unknown> };
}

async function served(path: string) {
  const response = await getResponse(handlers, new Request(`${BASE}/${path}`));
  return ((await response?.json()) as { data: Record<string, unknown> }).data;
}

describe('PUT platform/config/channel (demo)', () => {
  beforeEach(() => resetDemoStore({ preset: 'default' }));

  it('serves a published config on the next load and keeps every session', async () => {
    const store = demoStore();
    const sessions = store.tokens.size;
    const sections = { ...store.preset.sections, VISUAL: { ...store.preset.sections.VISUAL, color: { primary: '#1d6b3a' } } };
    const result = await publish({ sections, general: store.preset.general, translations: {}, ...store.preset.structure });
    expect(result.status).toBe(200);
    expect(((await served('platform/config/section/VISUAL')).color as Record<string, unknown>).primary).toBe('#1d6b3a');
    expect(demoStore()).toBe(store);
    expect(store.tokens.size).toBe(sessions);
  });

  it('refuses a config the CLI would refuse, naming the pointer', async () => {
    const sections = { VISUAL: { color: { primary: '#12345' } } };
    const result = await publish({ sections });
    expect(result.status).toBe(422);
    expect(JSON.stringify(result.body.errors)).toContain('/sections/VISUAL/color/primary');
    expect(((await served('platform/config/section/VISUAL')).color as Record<string, unknown>).primary).toBe('#000000');
  });

  it('refuses a caller that is not on this machine, and one that names no address', async () => {
    expect((await publish({ sections: {} }, '203.0.113.9')).status).toBe(403);
    expect((await publish({ sections: {} }, '')).status).toBe(403);
  });
});
