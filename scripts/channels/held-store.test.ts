// @vitest-environment node
// `npm run channels` on an embedded store another holder has open refuses with exit code 1 and says
// who holds it and what to do, before it opens anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lockStore } from '../../src/server/db/store-lock.ts';
import { runChannels } from './cli.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'held-channels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run channels on a held embedded store', () => {
  it('refuses with exit code 1, naming the holder', async () => {
    const service = lockStore(dir, 'the service on port 8132');
    try {
      vi.stubEnv('CHANNEL_DATA_DIR', dir);
      vi.stubEnv('DATABASE_URL', '');
      const err: string[] = [];
      const out: string[] = [];
      const code = await runChannels(['backup', path.join(dir, 'backup.jsonl')], { out: (t) => out.push(t), err: (t) => err.push(t) });
      expect(code).toBe(1);
      expect(out).toEqual([]);
      expect(err.join('\n')).toMatch(/The service on port 8132 \(pid \d+\) holds this store \(.+\): stop it, or use DATABASE_URL/);
    } finally {
      vi.unstubAllEnvs();
      service.release();
    }
  }, 60_000);
});
