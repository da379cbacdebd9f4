// @vitest-environment node
// SIGTERM to `npm run serve` stops everything it started (npm, the shell, tsx, the server's node)
// and frees the port: a deployer's `kill` or systemd's stop leaves nothing holding the address.
import { execFileSync, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

const PORT = Number(process.env.E2E_PORT ?? 4317) + 90;

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Every process below `pid`. */
function descendants(pid: number): number[] {
  let listed: string;
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = listed.split('\n').map(Number).filter(Boolean);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('npm run serve', () => {
  it('stops on SIGTERM with every process it started, and frees its port', async () => {
    expect(await listening(PORT)).toBe(false);
    const npm = spawn('npm', ['run', 'serve'], {
      env: { ...process.env, PORT: String(PORT), DEMO_WATCH: '0', CHANNEL_DATA_DIR: 'memory', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    let tree: number[] = [];
    try {
      // Seeding a channel per preset is slow on a loaded 2-core machine.
      await until(() => listening(PORT), 'the demo server to listen', 300_000);
      tree = descendants(npm.pid!);
      expect(tree.length).toBeGreaterThan(0);
      npm.kill('SIGTERM');
      await exited;
      await until(async () => !(await listening(PORT)), 'the port to be free', 30_000);
      await until(() => tree.every((pid) => !alive(pid)), 'every process of the tree to end', 30_000);
    } finally {
      for (const pid of [...descendants(npm.pid!), npm.pid!, ...tree]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 420_000);
});
