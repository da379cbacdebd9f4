// @vitest-environment node
// Two processes starting at once on an embedded store whose lock is stale (its holder died): one
// takes it, the other is refused naming it; never both. Two child processes race on 5 stores, each
// with a stale lock, started together at the same instant per store (a shared start time); the
// second one's removal of a lock file is slowed down by 100 ms (a slow disk), so that it removes the
// stale lock after the first one has judged it stale too and taken it over.
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './store-lock';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'store-lock-race-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const STORES = 5;
const ROUND_MS = 400;

/** The child: says `ready`, reads the start time, then at start + i * ROUND_MS tries store i; holds every lock it took for a second after its last try, then releases them and prints what it got. */
const child = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const [name, delay, ...dirs] = process.argv.slice(2);
const unlink = fs.unlinkSync;
fs.unlinkSync = (file) => {
  if (String(file).endsWith('/${LOCK_FILE}')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(delay));
  return unlink(file);
};
syncBuiltinESMExports();
const { lockStore } = await import(${JSON.stringify(path.join(root, 'src/server/db/store-lock.ts'))});
process.stdout.write('ready\\n');
let input = '';
process.stdin.on('data', (chunk) => {
  input += chunk;
  if (!input.includes('\\n')) return;
  const start = Number(input.trim());
  const got = [];
  const held = [];
  dirs.forEach((dir, i) => {
    while (Date.now() < start + i * ${ROUND_MS});
    try {
      held.push(lockStore(dir, 'the racer ' + name));
      got.push('took');
    } catch (error) {
      got.push(error.name === 'StoreLockedError' ? 'refused' : 'error: ' + error.message);
    }
  });
  setTimeout(() => {
    for (const lock of held) lock.release();
    process.stdout.write(JSON.stringify(got) + '\\n');
    process.exit(0);
  }, 1000);
});
`;

const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout.trim());

const lines = (racer: ChildProcessByStdio<Writable, Readable, null>) => {
  let out = '';
  const waiters: (() => void)[] = [];
  racer.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  return async (count: number): Promise<string[]> => {
    while (out.split('\n').length <= count) {
      if (racer.exitCode !== null) throw new Error(`a racer exited early: ${out}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return out.split('\n').slice(0, count);
  };
};

describe('the embedded store lock taken by two processes at once', () => {
  it('a stale lock is taken over by one of them only, the other is refused', async () => {
    const script = path.join(work, 'racer.mts');
    writeFileSync(script, child);
    const dirs = Array.from({ length: STORES }, (_, i) => {
      const dir = mkdtempSync(path.join(work, `store-${i}-`));
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), started: '1', holder: 'a crashed service', since: '2026-01-01T00:00:00.000Z' }));
      return dir;
    });
    const racers = [['a', '0'], ['b', '100']].map(([name, delay]) => spawn(process.execPath, ['--import', 'tsx', script, name!, delay!, ...dirs], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] }));
    const readers = racers.map(lines);
    await Promise.all(readers.map((read) => read(1)));
    const start = Date.now() + 500;
    for (const racer of racers) racer.stdin.write(`${start}\n`);
    const [a, b] = (await Promise.all(readers.map((read) => read(2)))).map((got) => JSON.parse(got[1]!) as string[]);
    const outcomes = dirs.map((_, i) => [a![i], b![i]].sort().join(' and '));
    expect(outcomes).toEqual(dirs.map(() => 'refused and took'));
  }, 120_000);
});
