// @vitest-environment node
// Live preset changes keep every session: the demo's preset switch keeps members and tokens, and
// watch mode serves an edited preset file without re-seeding (docs/demo-backend.md).
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchPresets, type PresetWatch, type ReloadResult } from '../../../scripts/demo-server/preset-watch';
import { startDemoServer, type DemoChannels } from '../../../scripts/demo-server/server';
import { currentVersion } from '../../../src/server/store/versions';
import { presetsRoot } from '../../../src/presets/build';
import { demoStore, handlers, resetDemoStore } from '@/mocks/handlers';
import { Recorder } from './recorder';

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
beforeEach(() => {
  resetDemoStore({ preset: 'default' });
});

type Coupon = { id: string; points: number; activated: boolean };

async function activateOne(r: Recorder, token: string): Promise<string> {
  const points = (await r.get('user', token)).body.data.points as number;
  const coupons: Coupon[] = (await r.post('coupons', { limit: 100, offset: 0 }, token)).body.data.coupons;
  for (const coupon of coupons.filter((c) => !c.activated && c.points <= points)) {
    if ((await r.post(`coupon/${coupon.id}/activate`, undefined, token)).status === 200) return coupon.id;
  }
  throw new Error('no coupon could be activated');
}

describe('preset switch', () => {
  it('keeps the session, the refresh token and the member data; serves the new preset', async () => {
    const r = new Recorder();
    const { token, refresh_token } = await r.login('verified@demo.test');
    const couponId = await activateOne(r, token);
    const points = (await r.get('user', token)).body.data.points as number;

    expect((await r.post('../../__demo/preset', { name: 'fuel-cz' })).status).toBe(200);
    expect(demoStore().channelId).toBe('demo-fuel-cz');
    expect(demoStore().preset.general['GENERAL.lang']).toBe('cs_CZ');

    const user = await r.get('user', token);
    expect(user.status).toBe(200);
    expect(user.body.data.points).toBe(points);
    expect((await r.get(`coupon/${couponId}`, token)).body.data.coupon.activated).toBe(true);
    expect((await r.post('user/token/refresh', { refresh_token })).status).toBe(200);
  });

  it('keeps a member registered before the switch; a reset starts afresh', async () => {
    const r = new Recorder();
    const { token } = await r.login('verified@demo.test');
    const members = demoStore().members.length;
    demoStore().members.push({ ...structuredClone(demoStore().members[0]!), user: { ...structuredClone(demoStore().members[0]!.user), id: 'm-new', email: 'new@demo.test' } });
    await r.post('../../__demo/preset', { name: 'minimal-gb' });
    expect(demoStore().memberByEmail('new@demo.test')).not.toBeNull();
    expect(demoStore().members).toHaveLength(members + 1);

    await r.post('../../__demo/reset', {});
    expect((await r.get('user', token)).status).toBe(401);
    expect(demoStore().members).toHaveLength(members);
  });
});

describe('watch mode', () => {
  let root: string;
  let watching: PresetWatch | undefined;
  const dir = () => path.join(root, 'fuel-cz');
  const texts = () => path.join(dir(), 'translations', 'cs.json');

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'preset-watch-'));
    cpSync(path.join(presetsRoot, 'fuel-cz'), dir(), { recursive: true });
  });
  afterEach(() => {
    watching?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Starts watching `root` and resolves with the outcome of the first reload after `edit`. */
  function reloadAfter(edit: () => void): Promise<ReloadResult> {
    return new Promise((resolve) => {
      watching?.close();
      watching = watchPresets({ roots: [root], debounceMs: 20, channels, onReload: (result) => resolve(result) });
      edit();
    });
  }

  it('serves an edited file without re-seeding or signing out, as a version of kind file', async () => {
    resetDemoStore({ preset: dir() });
    await channels.reset();
    const r = new Recorder();
    const { token } = await r.login('verified@demo.test');
    const members = demoStore().members;

    const result = await reloadAfter(() => writeFileSync(texts(), JSON.stringify({ 'sidebar.title': 'Nové akce', 'app.name': 'Palivo Plus', 'app.shortName': 'Palivo Plus' })));

    expect(result).toMatchObject({ status: 'reloaded' });
    expect(demoStore().preset.translations.cs?.['sidebar.title']).toBe('Nové akce');
    const served = await channels.fetch(new Request('http://portal.test/wl/v1/platform/config/translations/cs'));
    expect(await served.text()).toContain('Nové akce');
    expect(demoStore().members).toBe(members);
    expect((await r.get('user', token)).status).toBe(200);
    expect(await currentVersion(channels.store.db, demoStore().channelId, false)).toMatchObject({ kind: 'file', number: 2 });
  });

  it('keeps seeing a file after an editor saved it by renaming a new copy over it', async () => {
    resetDemoStore({ preset: dir() });
    await channels.reset();
    const title = (text: string) => JSON.stringify({ 'sidebar.title': text, 'app.name': 'Palivo Plus', 'app.shortName': 'Palivo Plus' });
    const saved = await reloadAfter(() => {
      writeFileSync(`${texts()}.tmp`, title('První'));
      renameSync(`${texts()}.tmp`, texts());
    });
    expect(saved.status).toBe('reloaded');
    writeFileSync(texts(), title('Druhá'));
    await expect.poll(() => demoStore().preset.translations.cs?.['sidebar.title'], { timeout: 5_000 }).toBe('Druhá');
  });

  it('reports an invalid file and keeps serving the last good config', async () => {
    resetDemoStore({ preset: dir() });
    await channels.reset();
    const served = demoStore().preset;

    const result = await reloadAfter(() => writeFileSync(texts(), '{ "sidebar.title": '));

    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && result.errors.join('\n')).toMatch(/cs\.json/);
    expect(demoStore().preset).toBe(served);
  });

  it('ignores a change to a preset the active one does not extend', async () => {
    resetDemoStore({ preset: dir() });
    await channels.reset();
    cpSync(path.join(presetsRoot, 'minimal-gb'), path.join(root, 'minimal-gb'), { recursive: true });
    const outcomes: ReloadResult[] = [];
    watching = watchPresets({ roots: [root], debounceMs: 20, channels, onReload: (result) => outcomes.push(result) });
    writeFileSync(path.join(root, 'minimal-gb', 'general.json'), '{}');
    const result = await reloadAfter(() => writeFileSync(texts(), JSON.stringify({ 'sidebar.title': 'Jiné', 'app.name': 'Palivo Plus', 'app.shortName': 'Palivo Plus' })));
    expect(result.status).toBe('reloaded');
    expect(outcomes).toEqual([]);
  });
});
