// `npm run bench -- --only service`: channel document requests per second and latency at
// concurrency 20, side by side in one run: the demo's way (msw, the document assembled from its
// parts per request), the channel service alone (built once per version), and the service behind
// nginx with the repo's deploy/nginx/ config (proxy_cache, revalidated by ETag). Each target in
// its own process, loopback only; nginx with one worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxHead } from './nginx-head.ts';
import { load, type LoadResult } from './load.ts';

export type ServiceBench = { concurrency: number; demo: LoadResult; service: LoadResult; nginx: LoadResult; speedup: number; target: { speedup: number; p99Ms: number; met: boolean } };

const CHANNEL = 'demo-fuel-cz';
const HOST = 'fuel-cz.localhost';
const DOCUMENT = '/wl/v1/platform/config/document';
const CONCURRENCY = 20;

function nginxConfig(dir: string, root: string, port: number, servicePort: number): string {
  return `${nginxHead(dir, 'scripts/bench/service.ts', '1m', '16m')}
  upstream bench_channel_service {
    server 127.0.0.1:${servicePort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    server_name ${HOST};
    root ${path.join(root, 'dist')};
    set $portal_channel_dir  ${dir};
    set $portal_api_upstream http://127.0.0.1:9;
    set $portal_channel_service http://bench_channel_service;
    set $portal_channel_id   ${CHANNEL};
    set $portal_img_src      "";
    set $portal_connect_src  "";
    set $portal_frame_src    "";
    set $portal_csp_report   "";
    set $portal_studio       off;
    include snippets/portal.conf;
  }
}
`;
}

async function until(url: string, headers: Record<string, string>, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (await fetch(url, { headers }).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url}`);
}

const line = (name: string, r: LoadResult) =>
  `  ${name.padEnd(34)} ${String(r.rps).padStart(6)} req/s   p50 ${String(r.p50Ms).padStart(6)} ms   p99 ${String(r.p99Ms).padStart(6)} ms   (${r.requests} requests in ${r.seconds} s${r.errors ? `, ${r.errors} errors: ${JSON.stringify(r.statuses)}` : ''})`;

export async function benchService(root: string, basePort: number): Promise<ServiceBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-service-'));
  const children: ChildProcess[] = [];
  const run = (args: string[], env: Record<string, string>) => {
    const child = spawn(args[0]!, args.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  };
  const [nginxPort, demoPort, servicePort] = [basePort, basePort + 1, basePort + 2];
  const channelHeaders = { 'X-Channel-Id': CHANNEL };
  try {
    const demo = run([process.execPath, '--import', 'tsx', 'scripts/bench/demo-document-server.ts'], { PORT: String(demoPort), DEMO_PRESET: 'fuel-cz' });
    const service = run([process.execPath, '--import', 'tsx', 'scripts/bench/service-server.ts'], { PORT: String(servicePort) });
    for (const name of ['conf.d', 'snippets']) symlinkSync(path.join(root, 'deploy/nginx', name), path.join(dir, name));
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, root, nginxPort, servicePort));
    const nginx = run([process.env.NGINX_BIN ?? '/usr/sbin/nginx', '-p', `${dir}/`, '-c', 'nginx.conf', '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {});
    const targets = {
      demo: `http://127.0.0.1:${demoPort}${DOCUMENT}`,
      service: `http://127.0.0.1:${servicePort}${DOCUMENT}`,
      nginx: `http://127.0.0.1:${nginxPort}${DOCUMENT}`,
    };
    await until(targets.demo, channelHeaders, demo, 'the demo');
    await until(targets.service, channelHeaders, service, 'the channel service');
    await until(targets.nginx, { ...channelHeaders, Host: HOST }, nginx, 'nginx');
    // The three answer the same channel's document.
    for (const url of Object.values(targets)) {
      const body = (await (await fetch(url, { headers: channelHeaders })).json()) as { data: { channel_id: string } };
      if (body.data.channel_id !== CHANNEL) throw new Error(`${url} answered channel ${body.data.channel_id}`);
    }

    const measure = async (url: string, headers: Record<string, string>, requests: number) => {
      await load({ url, headers, concurrency: CONCURRENCY, requests: 200, maxMs: 5_000 });
      return load({ url, headers, concurrency: CONCURRENCY, requests, maxMs: 10_000 });
    };
    const result = {
      demo: await measure(targets.demo, channelHeaders, 2_000),
      service: await measure(targets.service, channelHeaders, 20_000),
      nginx: await measure(targets.nginx, { ...channelHeaders, Host: HOST }, 40_000),
    };
    const speedup = Math.round((result.nginx.rps / Math.max(1, result.demo.rps)) * 10) / 10;
    const target = { speedup: 20, p99Ms: 50, met: speedup >= 20 && result.nginx.p99Ms < 50 };
    console.info(`Channel document (${CHANNEL}, GET ${DOCUMENT}) at concurrency ${CONCURRENCY}, keep-alive, loopback:`);
    console.info(line('demo (msw, assembled per request)', result.demo));
    console.info(line('channel service alone', result.service));
    console.info(line('service behind nginx (cached)', result.nginx));
    console.info(`  through nginx: ${speedup}x the demo's throughput, p99 ${result.nginx.p99Ms} ms (target 20x and p99 < 50 ms: ${target.met ? 'met' : 'NOT met'}); service alone ${Math.round((result.service.rps / Math.max(1, result.demo.rps)) * 10) / 10}x`);
    return { concurrency: CONCURRENCY, ...result, speedup, target };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}
