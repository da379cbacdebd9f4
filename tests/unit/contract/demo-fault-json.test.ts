// @vitest-environment node
// The demo fault injector's `json` option: the next call answers exactly the given JSON (e.g. a
// garbage config section), status 200 unless given, then the handler answers normally again.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { startDemoServer, type DemoChannels } from '../../../scripts/demo-server/server';

const base = 'http://portal.test';
const server = setupServer(...handlers);
let channels: DemoChannels;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  channels = (await startDemoServer({ port: 0, distDir: '/nonexistent-api-only' })).channels;
}, 60_000);
afterAll(async () => {
  server.close();
  await channels?.close();
});
beforeEach(() => resetDemoStore({ preset: 'default' }));

const fault = (data: unknown) =>
  fetch(`${base}/__demo/fault`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
// Config reads are the channel service's, with the demo's fault injector in front (as the demo server routes them).
const section = (name: string) => channels.fetch(new Request(`${base}/wl/v1/platform/config/section/${name}`));

describe('demo fault with a json body', () => {
  it('answers the given JSON with status 200 once, then the real section', async () => {
    const garbage = { data: { background: 42, nonsense: ['x'] } };
    expect((await fault({ path: '/wl/v1/platform/config/section/VISUAL', json: garbage })).status).toBe(200);
    const faulty = await section('VISUAL');
    expect(faulty.status).toBe(200);
    expect(await faulty.json()).toEqual(garbage);
    const normal = await section('VISUAL');
    expect(normal.status).toBe(200);
    expect(await normal.json()).not.toEqual(garbage);
  });

  it('keeps a given status, serves non-object JSON, honours times and other paths stay untouched', async () => {
    await fault({ path: 'platform/config/section/HEADER', json: 'not a section', status: 202, times: 2 });
    const other = await section('VISUAL');
    expect(other.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const faulty = await section('HEADER');
      expect(faulty.status).toBe(202);
      expect(await faulty.json()).toBe('not a section');
    }
    expect(await (await section('HEADER')).json()).not.toBe('not a section');
  });

  it('serves null when asked for null', async () => {
    await fault({ path: 'platform/config/section/MENU', json: null });
    expect(await (await section('MENU')).json()).toBeNull();
  });
});
