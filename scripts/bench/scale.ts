// The service at scale (part of `npm run bench -- --only service`, alone with `--only scale`):
// 1,000 channels of the default preset's eight languages on one PostgreSQL database (seeded in bulk,
// scale-seed.ts), TWO instances of the production entry (src/server/main.ts) on it, and nginx with
// the repo's deploy/nginx/ config in front: one server whose upstream is both instances (the members'
// reads) and one whose upstream is the second instance only. Measured: config reads through nginx
// (a mix of channels, languages and reads at concurrency 20), publish-to-live (a publish on the
// first instance until a read through nginx from the second sees the new version: the channel
// document, and the first screen rendered ahead, when the build's render entry is there), and each
// instance's resident memory. Ports --port + 3 to + 6. Loopback only; a bench, never a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { nginxHead } from './nginx-head.ts';
import { load, type LoadResult } from './load.ts';
import { benchChannelId, loadSummary, readOfMix, rssMbOf, spread, table, type Spread } from './scale-figures.ts';
import { BENCH_OPERATOR, seedScaleStore } from './scale-seed.ts';

const CHANNELS = 1000;
const CONCURRENCY = 20;
const PUBLISHES = 12;
const HOST = 'bench.localhost';

export type ScaleBench = {
  date: string;
  channels: number;
  languages: number;
  seedSeconds: number;
  reads: LoadResult;
  publishToLive: { document: Spread; firstScreen: Spread | null };
  rssMb: { afterSeeding: (number | null)[]; afterReads: (number | null)[]; afterPublishes: (number | null)[] };
  load: { min: number; mean: number; max: number };
  store: string;
};

function nginxConfig(dir: string, root: string, ports: { all: number; second: number }, instances: number[]): string {
  const server = (port: number, upstream: string) => `
  server {
    listen 127.0.0.1:${port} default_server;
    server_name ${HOST};
    root ${path.join(root, 'dist')};
    set $portal_channel_dir  ${dir};
    set $portal_api_upstream http://127.0.0.1:9;
    set $portal_channel_service http://${upstream};
    set $portal_channel_id   "";
    set $portal_img_src      "";
    set $portal_connect_src  "";
    set $portal_frame_src    "";
    set $portal_csp_report   "";
    set $portal_studio       off;
    include snippets/portal.conf;
  }`;
  return `${nginxHead(dir, 'scripts/bench/scale.ts', '10m', '256m')}
  upstream bench_both {
${instances.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  upstream bench_second {
    server 127.0.0.1:${instances[1]};
    keepalive 8;
  }${server(ports.all, 'bench_both')}${server(ports.second, 'bench_second')}
}
`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(url: string, headers: Record<string, string>, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (await fetch(url, { headers }).then((r) => r.ok, () => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** Polls `check` every 20 ms until it is true; the ms from `start`. */
async function timeUntil(start: number, check: () => Promise<boolean>, what: string, limitMs: number): Promise<number> {
  while (!(await check())) {
    if (performance.now() - start > limitMs) throw new Error(`${what}: not live after ${limitMs} ms`);
    await sleep(20);
  }
  return performance.now() - start;
}

/** The version an ETag of a config read names (`"<channel>.v<n>…"`); 0 when none. */
const versionOf = (etag: string | null) => Number(/\.v(\d+)/.exec(etag ?? '')?.[1] ?? 0);

const rssOf = (child: ChildProcess) => {
  try {
    return rssMbOf(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
  } catch {
    return null;
  }
};

export async function benchScale(root: string, basePort: number, databaseUrl: string | undefined): Promise<ScaleBench> {
  const [first, second, nginxAll, nginxSecond] = [basePort + 3, basePort + 4, basePort + 5, basePort + 6];
  const loads: number[] = [loadavg()[0]!];
  const sampler = setInterval(() => loads.push(loadavg()[0]!), 2_000);
  const seedStart = performance.now();
  const store = await seedScaleStore(databaseUrl, CHANNELS);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const children: ChildProcess[] = [];
  const run = (args: string[], env: Record<string, string>) => {
    const child = spawn(args[0]!, args.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  };
  const renderEntry = process.env.PORTAL_RENDER_ENTRY || path.join(root, 'dist-ssr/entry.js');
  const rendering = existsSync(renderEntry);
  try {
    const instances = [first, second].map((port) =>
      run([process.execPath, '--import', 'tsx', 'src/server/main.ts'], { PORT: String(port), DATABASE_URL: store.url, PORTAL_RENDER_ENTRY: renderEntry, MEMBER_API_URL: '' }),
    );
    for (const name of ['conf.d', 'snippets']) symlinkSync(path.join(root, 'deploy/nginx', name), path.join(dir, name));
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, root, { all: nginxAll, second: nginxSecond }, [first, second]));
    const nginx = run([process.env.NGINX_BIN ?? '/usr/sbin/nginx', '-p', `${dir}/`, '-c', 'nginx.conf', '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {});
    await until(`http://127.0.0.1:${first}/readyz`, {}, instances[0]!, 'the first instance');
    await until(`http://127.0.0.1:${second}/readyz`, {}, instances[1]!, 'the second instance');
    const member = (channel: string) => ({ Host: HOST, 'X-Channel-Id': channel });
    await until(`http://127.0.0.1:${nginxAll}/wl/v1/platform/config/public`, member(benchChannelId(CHANNELS)), nginx, 'nginx');
    const afterSeeding = instances.map(rssOf);
    console.info(`Scale: ${CHANNELS} channels seeded in ${seedSeconds} s (${store.where}); both instances ready; the read mix through nginx…`);

    // Member config reads through nginx: a mix over every channel and language.
    const pick = (n: number) => {
      const read = readOfMix(n, CHANNELS);
      return { path: read.path, headers: member(read.channel) };
    };
    const url = `http://127.0.0.1:${nginxAll}/`;
    await load({ url, pick: (n) => pick(n + 1_000_000), concurrency: CONCURRENCY, requests: 5_000, maxMs: 30_000 });
    const reads = await load({ url, pick, concurrency: CONCURRENCY, requests: 60_000, maxMs: 45_000 });
    const afterReads = instances.map(rssOf);
    console.info(`Scale: ${reads.requests} reads in ${reads.seconds} s; ${PUBLISHES} publishes…`);

    // Publish-to-live: a publish on the first instance, read through nginx from the second.
    const signIn = await fetch(`http://127.0.0.1:${first}/wl/v1/platform/operator/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Channel-Id': benchChannelId(1) },
      body: JSON.stringify({ email: BENCH_OPERATOR, password: store.password }),
    });
    const token = ((await signIn.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`The bench operator's sign-in answered ${signIn.status}`);
    const documentMs: number[] = [];
    const screenMs: number[] = [];
    const readSecond = (channel: string, pathname: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${nginxSecond}${pathname}`, { headers: { ...member(channel), ...headers } });
    for (let i = 0; i < PUBLISHES; i++) {
      const channel = benchChannelId(1 + Math.floor((i * CHANNELS) / PUBLISHES));
      // The member's reads are in nginx's cache before the publish, as on a live host.
      await readSecond(channel, '/wl/v1/platform/config/document').then((r) => r.arrayBuffer());
      const config = structuredClone(store.config) as { translations: Record<string, Record<string, string>> };
      config.translations.en!['sidebar.title'] = `Bench ${i}`;
      const start = performance.now();
      const published = await fetch(`http://127.0.0.1:${first}/wl/v1/platform/config/channel`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Channel-Id': channel, Authorization: `Bearer ${token}`, 'If-Match': '"v1"' },
        body: JSON.stringify(config),
      });
      if (!published.ok) throw new Error(`Publishing ${channel} answered ${published.status}: ${await published.text()}`);
      documentMs.push(await timeUntil(start, async () => versionOf((await readSecond(channel, '/wl/v1/platform/config/document')).headers.get('etag')) === 2, `${channel}'s document`, 60_000));
      if (rendering) {
        const tag = `data-version="${channel}.v2.`;
        screenMs.push(await timeUntil(start, async () => (await (await readSecond(channel, '/wl/v1/platform/config/first-screen', { 'X-Portal-Path': '/' })).text()).includes(tag), `${channel}'s first screen`, 120_000));
      }
    }
    const afterPublishes = instances.map(rssOf);
    clearInterval(sampler);

    const result: ScaleBench = {
      date: new Date().toISOString(),
      channels: CHANNELS,
      languages: store.config.languages?.length ?? 0,
      seedSeconds,
      reads,
      publishToLive: { document: spread(documentMs), firstScreen: rendering ? spread(screenMs) : null },
      rssMb: { afterSeeding, afterReads, afterPublishes },
      load: loadSummary(loads),
      store: store.where,
    };
    print(result, rendering ? null : renderEntry);
    return result;
  } finally {
    clearInterval(sampler);
    for (const child of children) child.kill('SIGTERM');
    await sleep(1_000);
    rmSync(dir, { recursive: true, force: true });
    await store.remove().catch((error: unknown) => console.error(`The bench database was not removed: ${String(error)}`));
  }
}

function print(r: ScaleBench, noRender: string | null): void {
  const mb = (values: (number | null)[]) => values.map((v) => (v === null ? '?' : `${v} MB`)).join(' / ');
  console.info(`Scale: ${r.channels} channels x ${r.languages} languages on one PostgreSQL (${r.store}), two instances behind nginx; seeded in ${r.seedSeconds} s; ${r.date}`);
  console.info(
    table([
      ['', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms'],
      [`config reads through nginx (mix, concurrency ${CONCURRENCY})`, r.reads.requests, r.reads.rps, r.reads.p50Ms, r.reads.p99Ms, r.reads.maxMs],
      ['publish-to-live: document via the other instance', r.publishToLive.document.count, '', r.publishToLive.document.p50Ms, r.publishToLive.document.p99Ms, r.publishToLive.document.maxMs],
      ...(r.publishToLive.firstScreen
        ? [['publish-to-live: first screen rendered ahead', r.publishToLive.firstScreen.count, '', r.publishToLive.firstScreen.p50Ms, r.publishToLive.firstScreen.p99Ms, r.publishToLive.firstScreen.maxMs]]
        : []),
    ]),
  );
  if (r.reads.errors) console.info(`  read errors: ${r.reads.errors} ${JSON.stringify(r.reads.statuses)}`);
  if (noRender) console.info(`  no render ahead measured: ${noRender} is missing (npm run build, or PORTAL_RENDER_ENTRY)`);
  console.info(`  RSS per instance (first / second): after seeding ${mb(r.rssMb.afterSeeding)}, after the reads ${mb(r.rssMb.afterReads)}, after the publishes ${mb(r.rssMb.afterPublishes)}`);
  console.info(`  load average (1 min) during the run: ${r.load.min} to ${r.load.max}, mean ${r.load.mean}, on 2 cores`);
}
