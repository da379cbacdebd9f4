// @vitest-environment node
// One writer per embedded store: a second holder of a CHANNEL_DATA_DIR (another service, the demo,
// a CLI) is refused naming the holder and what to do; a lock left by a process that is gone (a
// crash, or a container's pid of an earlier run) is taken over; releasing it frees the store.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openChannelDb } from './connect';
import { describeProcess, LOCK_FILE, lockStore, StoreLockedError } from './store-lock';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout.trim());
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return null;
};

describe('the embedded store lock', () => {
  it('refuses a second holder, naming the first and what to do; released, the store is free again', () => {
    const dir = fresh();
    const first = lockStore(dir, 'the service on port 8123');
    const refused = refusal(() => lockStore(dir, 'the service on port 8124'));
    expect(refused).toBeInstanceOf(StoreLockedError);
    expect((refused as Error).message).toMatch(/^The service on port 8123 \(pid \d+\) holds this store \(.+\): stop it, or use DATABASE_URL/);
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockStore(dir, 'the service on port 8124').release();
  });

  it('takes over a lock whose process is gone, and one naming this pid that this process does not hold', () => {
    for (const pid of [deadPid(), process.pid]) {
      const dir = fresh();
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, started: '1', holder: 'the service on port 8125', since: '2026-01-01T00:00:00.000Z' }));
      const lock = lockStore(dir, 'the service on port 8126');
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, holder: 'the service on port 8126' });
      expect((refusal(() => lockStore(dir)) as Error).message).toMatch(/^The service on port 8126/);
      lock.release();
    }
  });

  it('names a holder that did not name itself by its npm script: the demo server with its port, a CLI', () => {
    expect(describeProcess({ npm_lifecycle_event: 'serve', PORT: '4180' })).toBe('the demo server on port 4180 (npm run serve)');
    expect(describeProcess({ npm_lifecycle_event: 'operators' })).toBe('the command npm run operators');
  });

  it('is taken where the store is opened: openChannelDb refuses a held CHANNEL_DATA_DIR before opening it', async () => {
    const dir = fresh();
    const lock = lockStore(dir, 'the service on port 8127');
    try {
      const refused = await openChannelDb({ dataDir: dir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StoreLockedError);
    } finally {
      lock.release();
    }
  });

  it('a second service (the production entry) on a held store exits 1, saying who holds it and what to do', async () => {
    const dir = fresh();
    const lock = lockStore(dir, 'the service on port 8128');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], { cwd: root, env: { ...process.env, PORT: '0', CHANNEL_DATA_DIR: dir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(err.trim()).toMatch(/^The service on port 8128 \(pid \d+\) holds this store \(.+\): stop it, or use DATABASE_URL/);
    } finally {
      lock.release();
    }
  }, 120_000);
});
