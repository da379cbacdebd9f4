// @vitest-environment node
// The demo server over real HTTP on loopback: API through the msw handlers (JSON and multipart),
// generated portal.config.json, the static build precompressed, cached and with SPA fallback.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStore, resetDemoStore } from '@/mocks/handlers';
import { DEMO_OPERATOR_PASSWORD } from '@/server/demo';
import { precompressDir } from '../../../scripts/build/precompress';
import { startDemoServer, type DemoServer } from '../../../scripts/demo-server/server';

/** GET with node:http, which (unlike fetch) hands back the body exactly as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

let dist: string;
let demo: DemoServer;
const bundle = `export const app = ${JSON.stringify('portal '.repeat(2000))};\n`;

beforeAll(async () => {
  resetDemoStore({ preset: 'default' });
  dist = mkdtempSync(path.join(tmpdir(), 'demo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), bundle);
  // The build writes .br and .gz beside each compressible file; the server sends them as they are.
  precompressDir(dist);
  demo = await startDemoServer({ port: 0, distDir: dist });
  // The channel service starts with the demo server (a channel per preset): slow on a loaded machine.
}, 120_000);

afterAll(async () => {
  await demo.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('demo server', () => {
  it('serves the API through the handlers, with JSON and multipart bodies', async () => {
    const login = await fetch(`${demo.url}/wl/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'verified@demo.test', password: 'Demo1234' }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(992)], 'scan.png', { type: 'image/png' }));
    const upload = await fetch(`${demo.url}/wl/v1/invoice/upload`, { method: 'POST', headers: { Authorization: `Bearer ${data.token}` }, body: form });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ data: { invoice: { file_name: 'scan.png', status: 'pending', size: 1000 } } });
    const unknown = await fetch(`${demo.url}/wl/v1/no/such/call`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: expect.any(String) });
  });

  it('validates member calls against the contract: bad JSON, a missing field, an unknown path', async () => {
    const post = (body: string) => fetch(`${demo.url}/wl/v1/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const bad = await post('{"email": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_JSON' });
    const missing = await post(JSON.stringify({ email: 'verified@demo.test' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: { password: expect.any(String) } });
    const wrongMethod = await fetch(`${demo.url}/wl/v1/user/login`);
    expect(wrongMethod.status).toBe(404);
  });

  it('compresses API JSON over 1 kB by Accept-Encoding, as the deployment front does', async () => {
    const url = `${demo.url}/wl/v1/platform/config/structure`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body.toString();
    expect(json.length).toBeGreaterThan(1024);
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(json);
    const small = await rawGet(`${demo.url}/wl/v1/platform/config/public`, { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("lets a portal on one of its own other origins call the API (CORS preflight and headers); no other origin", async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${demo.url}/wl/v1/user`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-channel-id' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, X-Channel-Id, If-Match');
    const config = await fetch(`${demo.url}/wl/v1/platform/config/public`, { headers: { Origin: origin } });
    expect(config.headers.get('access-control-allow-origin')).toBe(origin);
    const foreign = await fetch(`${demo.url}/wl/v1/platform/config/public`, { headers: { Origin: 'http://localhost:6000' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('generates portal.config.json for its own origin, naming its current channel, when dist has none', async () => {
    const response = await fetch(`${demo.url}/portal.config.json`);
    expect(await response.json()).toEqual({ apiBaseUrl: '/', channelId: demoStore().channelId, authStorage: 'local', demo: true, studio: true });
    resetDemoStore({ preset: 'fuel-cz' });
    expect(await (await fetch(`${demo.url}/portal.config.json`)).json()).toMatchObject({ channelId: 'demo-fuel-cz' });
    resetDemoStore({ preset: 'default' });
  });

  it('serves hashed assets compressed by Accept-Encoding with a long cache', async () => {
    const asset = `${demo.url}/assets/app-abc123.js`;
    const br = await rawGet(asset, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary?.toLowerCase()).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle);
    const gz = await rawGet(asset, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bundle);
    const plain = await rawGet(asset, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
    const again = await rawGet(asset, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gz.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for app routes, not for missing files', async () => {
    const route = await fetch(`${demo.url}/coupon/c-1`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Portal</title>');
    expect((await fetch(`${demo.url}/assets/missing-123.js`)).status).toBe(404);
  });

  it('answers a missing hashed asset 404 that no cache may keep (never the assets\' year)', async () => {
    const missing = await rawGet(`${demo.url}/assets/app-def456.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it("does not serve a percent-encoded variant of an operation's path as that operation", async () => {
    for (const path of ['/wl/v1/platform/config/%63hannel', '/wl/v1/platform/config/channel/', '/wl/v1/platform//config/channel']) {
      const variant = await fetch(`${demo.url}${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(variant.status, path).toBe(404);
    }
    expect((await fetch(`${demo.url}/assets/no-such-file.js`)).status).toBe(404);
    expect((await fetch(`${demo.url}/coupons`)).status).toBe(200);
  });
});

/** POST JSON with node:http from a given loopback source address. */
function postFrom(localAddress: string, url: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const outgoing = httpRequest(url, { method: 'POST', localAddress, agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) } }, (res) => {
      let answer = '';
      res.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
    });
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

describe('the channel service in the demo server', () => {
  it('counts sign-in failures by the real source address: ten wrong guesses from one address do not lock the owner out on another', async () => {
    const login = `${demo.url}/wl/v1/platform/operator/login`;
    for (let i = 0; i < 10; i += 1) {
      const wrong = await postFrom('127.0.0.2', login, { email: 'owner@demo.test', password: `wrong-${i}` });
      expect(wrong.status).toBe(401);
    }
    expect((await postFrom('127.0.0.2', login, { email: 'owner@demo.test', password: 'wrong-again' })).status).toBe(429);
    const owner = await postFrom('127.0.0.3', login, { email: 'owner@demo.test', password: DEMO_OPERATOR_PASSWORD });
    expect(owner.status, owner.body).toBe(200);
  }, 120_000);
});
