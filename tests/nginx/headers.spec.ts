// What nginx (deploy/nginx/) answers, header by header: the CSP and its nonce, caching and
// revalidation, precompressed assets, a channel per host, and what it refuses to serve.
import { readFileSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bootLoaderFiles } from '../../scripts/build/boot-loader.ts';
import { get, parseCsp } from './http';

const DEFAULT = 'default.localhost';
const FUEL = 'fuel-cz.localhost';
const gzip = { 'Accept-Encoding': 'gzip' };

test('index.html: strict CSP whose fresh nonce is the one in the document, and the security headers', async () => {
  const first = await get(DEFAULT, '/', gzip);
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(first.headers['cache-control']).toBe('private, no-cache');

  const header = first.headers['content-security-policy'];
  expect(header).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  const csp = parseCsp(header);
  const nonce = /^'nonce-([0-9a-f]{32})'$/.exec(csp.get('script-src')?.[1] ?? '')?.[1];
  expect(nonce, 'a 128-bit nonce').toBeDefined();
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('report-uri')).toEqual(['/csp-report']);

  const html = first.text();
  expect(html).not.toContain('PORTALCSPNONCE');
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  for (const tag of html.match(/<(script|style|link)\b[^>]*>/g) ?? []) {
    if (!tag.includes('rel="icon"')) expect(tag, 'every script, style and link of index.html').toContain(`nonce="${nonce}"`);
  }
  // The only inline script that runs is the build's boot loader, as built; the other script without
  // `src` is the channel document, a JSON data block.
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
    expect.stringContaining('type="application/json" id="channel-document"'),
    expect.stringContaining(`<script id="boot-loader" nonce="${nonce}"`),
  ]);
  const loaderOf = (page: string) => /<script id="boot-loader"[^>]*>([^]*?)<\/script>/.exec(page)?.[1];
  expect(loaderOf(html)).toBe(loaderOf(readFileSync('dist/index.html', 'utf8')));

  expect(first.headers['x-content-type-options']).toBe('nosniff');
  expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(first.headers['permissions-policy']).toContain('camera=()');
  expect(first.headers['permissions-policy']).toContain('geolocation=()');
  expect(Number(/max-age=(\d+)/.exec(first.headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);

  const second = await get(DEFAULT, '/', gzip);
  const nonce2 = /'nonce-([0-9a-f]+)'/.exec(second.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce2).toBeDefined();
  expect(nonce2, 'a new nonce for every response').not.toBe(nonce);
});

test('index.html carries the channel document as it is now: no validators, so never a 304 with an old document', async () => {
  const first = await get(DEFAULT, '/coupons', gzip);
  expect(first.headers.etag).toBeUndefined();
  expect(first.headers['last-modified']).toBeUndefined();
  expect(first.headers['cache-control']).toBe('private, no-cache');
  const again = await get(DEFAULT, '/coupons', { ...gzip, 'If-None-Match': '"anything"', 'If-Modified-Since': new Date().toUTCString() });
  expect(again.status).toBe(200);
  expect(again.text()).toContain('"channel_id":"demo-default"');
  expect(again.headers['content-security-policy']).toContain("'nonce-");
});

test('hashed assets: precompressed gzip, immutable for a year, 304 on revalidation; a missing one is a 404', async () => {
  const html = (await get(DEFAULT, '/')).text();
  // A script that index.html loads and that is over gzip_min_length (the entry itself may be smaller).
  const boot = bootLoaderFiles(html);
  const scripts = boot ? [boot.module, ...boot.modulepreload] : [];
  const entry = scripts.find((file) => statSync(`dist${file}`).size > 1024);
  expect(entry).toBeDefined();
  const asset = await get(DEFAULT, entry!, gzip);
  expect(asset.status).toBe(200);
  expect(asset.headers['content-type']).toMatch(/javascript/);
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.text()).toBe(readFileSync(`dist${entry}`, 'utf8'));
  // The precompressed file itself (gzip_static): same bytes as dist/…js.gz.
  expect(asset.body.equals(readFileSync(`dist${entry}.gz`))).toBe(true);
  const again = await get(DEFAULT, entry!, { ...gzip, 'If-None-Match': asset.headers.etag! });
  expect(again.status).toBe(304);

  const plain = await get(DEFAULT, entry!);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(readFileSync(`dist${entry}`))).toBe(true);

  // A missing one is a 404 no cache may keep: a CDN would otherwise keep it for the assets' year.
  const missing = await get(DEFAULT, '/assets/no-such-chunk.js', gzip);
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  expect(missing.headers['x-content-type-options']).toBe('nosniff');
});

test('each host has its own portal.config.json and backend; both revalidate', async () => {
  const configs = await Promise.all([DEFAULT, FUEL].map((host) => get(host, '/portal.config.json')));
  for (const config of configs) {
    expect(config.status).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-type']).toMatch(/^application\/json/);
    const again = await get(config === configs[0] ? DEFAULT : FUEL, '/portal.config.json', { 'If-None-Match': config.headers.etag! });
    expect(again.status).toBe(304);
  }
  expect(JSON.parse(configs[0]!.text())).not.toHaveProperty('channelId');
  expect(JSON.parse(configs[1]!.text())).toMatchObject({ channelId: 'demo-fuel-cz' });

  // /wl/v1 goes to the host's own backend (same origin: no CORS needed).
  const channelOf = async (host: string) =>
    (JSON.parse((await get(host, '/wl/v1/platform/domain/portal/config/public')).text()) as { data: { channel_id: string } }).data.channel_id;
  expect(await channelOf(DEFAULT)).toBe('demo-default');
  expect(await channelOf(FUEL)).toBe('demo-fuel-cz');
});

test('sw.js revalidates like index.html, never the app shell; /studio only where enabled; build metadata hidden', async () => {
  const sw = await get(DEFAULT, '/sw.js');
  if (sw.status === 200) {
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
  } else {
    expect(sw.status).toBe(404);
  }

  expect((await get(DEFAULT, '/studio')).status).toBe(404);
  expect((await get(DEFAULT, '/studio/anything')).status).toBe(404);
  const fuel = await get(FUEL, '/');
  expect(parseCsp(fuel.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);

  expect((await get(DEFAULT, '/.vite/manifest.json')).status).toBe(404);
});
