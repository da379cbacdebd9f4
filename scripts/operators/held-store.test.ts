// @vitest-environment node
// `npm run operators` on an embedded store another process holds (a running service) refuses with
// exit code 1 and says who holds it and what to do; it never reports a change it could not make.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockStore } from '../../src/server/db/store-lock.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'held-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/operators.ts'), ...args], { cwd: root, env: { ...process.env, CHANNEL_DATA_DIR: dir, DATABASE_URL: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end('seven quiet lanterns\n');
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run operators on a held embedded store', () => {
  it('refuses (exit 1) naming the service that holds it, and reports no change', async () => {
    // This test process holds the store as a running service would.
    const service = lockStore(dir, 'the service on port 8131');
    try {
      const result = await cli(['add', 'ivo@shop.test', '--name', 'Ivo', '--channel', 'demo-default', '--role', 'owner', '--password-stdin']);
      expect(result.out).not.toMatch(/Added/);
      expect(result.err.trim()).toMatch(/^The service on port 8131 \(pid \d+\) holds this store \(.+\): stop it, or use DATABASE_URL/);
      expect(result.code).toBe(1);
    } finally {
      service.release();
    }
  }, 120_000);
});
