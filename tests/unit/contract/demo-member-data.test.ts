// @vitest-environment node
// The demo's members and their sessions are kept in the channel store's data folder: a member
// signed in before a restart of the demo server is still signed in after it, with what they did
// (docs/demo-backend.md). With `memory` nothing is kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetDemoStore } from '@/mocks/handlers';
import { startDemoServer } from '../../../scripts/demo-server/server';

const dir = mkdtempSync(path.join(tmpdir(), 'demo-members-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = () => startDemoServer({ port: 0, distDir: '/nonexistent-api-only', channelStore: { dataDir: path.join(dir, 'channels') } });

describe('demo member data', () => {
  it('keeps a signed-in member signed in, with their changes, across a restart', async () => {
    resetDemoStore({ preset: 'default' });
    const first = await start();
    expect(first.members).toMatchObject({ restored: false });
    const login = await fetch(`${first.url}/wl/v1/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'verified@demo.test', password: 'Demo1234' }) });
    const { data } = (await login.json()) as { data: { token: string } };
    const auth = { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' };
    const renamed = await fetch(`${first.url}/wl/v1/user/profile`, { method: 'POST', headers: auth, body: JSON.stringify({ first_name: 'Restarted' }) });
    expect(renamed.status).toBe(200);
    await first.close();

    // A new process seeds a fresh store first.
    resetDemoStore({ preset: 'default' });
    const second = await start();
    try {
      expect(second.members).toMatchObject({ restored: true });
      const user = await fetch(`${second.url}/wl/v1/user`, { headers: auth });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ data: { first_name: 'Restarted' } });
    } finally {
      await second.close();
    }
  }, 300_000);
});
