// The demo backend the specs run against: one per Playwright worker, because each test resets its
// one stateful store (member data, channels, operators). Worker 0 uses the server Playwright's
// `webServer` starts; each further worker starts its own on a port of its own and stops it when the
// worker ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

/** The port of a further worker's server: E2E_PORT + 100 + its index, clear of nginx's four ports. */
export const workerPort = (parallelIndex: number) => E2E_PORT + 100 + parallelIndex;

/**
 * The demo server's settings for the specs: no watch mode (a preset edited while the suite runs
 * must not change what a test sees), the channel store in memory (every run starts from the demo
 * seed), and the studio's "Import from a platform" allowed to fetch the demo itself (a loopback
 * address, allowed here only).
 */
export function demoServerEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    DEMO_WATCH: '0',
    CHANNEL_DATA_DIR: 'memory',
    DATABASE_URL: '',
    CHANNEL_IMPORT_HOSTS: `127.0.0.1:${port}`,
    CHANNEL_IMPORT_PRIVATE: '1',
  };
}

/** The channel service seeds a channel per preset at start: slow on a loaded 2-core machine. */
export const DEMO_START_TIMEOUT_MS = 120_000;

/** Starts a demo server on `port` and resolves once it answers `portal.config.json`. */
export async function startDemoServer(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['scripts/demo-server.ts'], {
    env: { ...process.env, ...demoServerEnv(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + DEMO_START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`the demo server on port ${port} exited while starting`);
    const ready = await fetch(`${origin}/portal.config.json`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the demo server on port ${port} did not answer within ${DEMO_START_TIMEOUT_MS / 1000} s`);
    }
    await sleep(250);
  }
  return {
    origin,
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
