// One writer per embedded store: PGlite is single-process, so a second process on the same
// CHANNEL_DATA_DIR would write into files the first one holds in memory (its writes lost at the next
// checkpoint). The process that opens the store creates `<dir>/store.lock` (exclusively) naming its
// pid, start time and who it is (`the service on port 8080`); every other one refuses to open it,
// saying who holds it. A lock whose process is gone (a crash, kill -9, a container's pid 1 of an
// earlier run) is stale and taken over. Closing the store, or the process exiting, removes it.
// Two processes finding the same stale lock must not both take it: a stale lock is removed only by
// the holder of `store.lock.break` (linked exclusively, as the lock is), and only while it is still
// the very lock judged stale, so the second one finds the first one's new lock and is refused.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'store.lock';

type LockInfo = { pid: number; started: string | null; holder: string; since: string };

export class StoreLockedError extends Error {
  override readonly name = 'StoreLockedError';

  constructor(
    readonly dir: string,
    readonly info: LockInfo,
  ) {
    super(`${info.holder[0]?.toUpperCase()}${info.holder.slice(1)} (pid ${info.pid}) holds this store (${dir}): stop it, or use DATABASE_URL (PostgreSQL) to share a store between processes.`);
  }
}

/** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the holder. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(info: LockInfo, file: string): boolean {
  // Our own pid: held when this process opened the store already, else left by an earlier process
  // that had the same pid (a container's pid 1).
  if (info.pid === process.pid) return held.has(file);
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTimeOf(info.pid);
  return info.started === null || started === null || started === info.started;
}

/** Who a process is, as a refusal names it: the npm script that runs it, or its command. */
export function describeProcess(env: NodeJS.ProcessEnv = process.env): string {
  const script = env.npm_lifecycle_event;
  if (script === 'serve' || script === 'start') return `the demo server on port ${env.PORT ?? 4173} (npm run ${script})`;
  if (script) return `the command npm run ${script}`;
  return `the process ${path.basename(process.argv[1] ?? 'node')}`;
}

/** The lock files this process holds. */
const held = new Set<string>();

export type StoreLock = { release: () => void };

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' ? { pid: info.pid, started: info.started ?? null, holder: info.holder ?? 'another process', since: info.since ?? '' } : null;
  } catch {
    return null;
  }
}

function hold(file: string, mine: LockInfo): StoreLock {
  held.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    held.delete(file);
    // Only our own lock: one that another process took over (thinking ours stale) stays.
    const now = readLock(file);
    if (now?.pid === mine.pid && now.since === mine.since) unlinkSync(file);
  };
  process.on('exit', release);
  return { release };
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const removeIfThere = (file: string) => {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
};

/** Sleeps the thread (the lock is taken synchronously, before anything else runs). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes the lock file if it still reads `stale` (the text judged stale), holding the breaker
 * (`temporary`, our lock's text, linked as `<lock>.break`) meanwhile. False when another process
 * holds the breaker (a breaker whose process is gone is removed): the caller looks again.
 */
function removeStale(file: string, stale: string, temporary: string): boolean {
  const breaker = `${file}.break`;
  try {
    linkSync(temporary, breaker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = readLock(breaker);
    if (!other || !alive(other, breaker)) removeIfThere(breaker);
    return false;
  }
  try {
    if (readText(file) === stale) removeIfThere(file);
  } finally {
    removeIfThere(breaker);
  }
  return true;
}

/** Takes the lock of the store in `dir` for this process, or throws StoreLockedError naming the holder. */
export function lockStore(dir: string, holder: string = describeProcess()): StoreLock {
  const file = path.join(dir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, started: startTimeOf(process.pid), holder, since: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  // Written whole under a name of its own, then linked: the lock appears with its content at once,
  // and the link fails when another process holds it.
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(temporary, text, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        linkSync(temporary, file);
        return hold(file, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = readText(file);
      if (text === null) continue;
      const found = readLock(file);
      if (found && alive(found, file)) throw new StoreLockedError(dir, found);
      // Stale (its process is gone) or not a lock of ours: taken over, by one process at a time.
      if (!removeStale(file, text, temporary)) pause(20);
    }
  } finally {
    unlinkSync(temporary);
  }
  throw new StoreLockedError(dir, readLock(file) ?? { pid: 0, started: null, holder: 'another process', since: '' });
}
