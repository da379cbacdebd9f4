// @vitest-environment node
// The demo server puts the host's channel document into the portal's index.html (docs/demo-backend.md).
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_DOCUMENT_PLACEHOLDER } from '@/lib/channel-document-placeholder';
import { demoStore, resetDemoStore } from '@/mocks/handlers';
import { startDemoServer, type DemoServer } from '../../../scripts/demo-server/server';

let dist: string;
let demo: DemoServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'demo-dist-'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Portal</title><script type="application/json" id="channel-document">${CHANNEL_DOCUMENT_PLACEHOLDER}</script>`);
  demo = await startDemoServer({ port: 0, distDir: dist });
  // The channel service starts with the demo server (a channel per preset): slow on a loaded machine.
}, 120_000);
beforeEach(() => resetDemoStore({ preset: 'default' }));
afterAll(async () => {
  await demo.close();
  rmSync(dist, { recursive: true, force: true });
});

/** GET with node:http, which (unlike fetch) sends the Host header given: a channel's own host. */
function get(url: string, host: string): Promise<{ etag: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ etag: String(res.headers.etag), body }));
    })
      .on('error', reject)
      .end();
  });
}

const block = (html: string) => /<script type="application\/json" id="channel-document">([^]*?)<\/script>/.exec(html)?.[1] ?? null;

describe('the channel document in the page', () => {
  it('index.html (and an app route) carries the document of the host\'s channel, with `<` escaped', async () => {
    const port = new URL(demo.url).port;
    for (const [origin, channel] of [[demo.url, 'demo-default'], [`http://fuel-cz.localhost:${port}`, 'demo-fuel-cz']] as const) {
      const text = block((await get(`${demo.url}/coupons`, new URL(origin).host)).body);
      expect(text).not.toContain('<');
      const inline = (JSON.parse(text!) as { data: { channel_id: string; version: string } }).data;
      expect(inline.channel_id).toBe(channel);
      const api = await get(`${demo.url}/wl/v1/platform/config/document`, new URL(origin).host);
      expect(api.etag).toBe(`"${inline.version}"`);
    }
  });

  it('a failing document leaves the block empty (the portal then calls the API); the page\'s ETag follows its content', async () => {
    const first = await fetch(`${demo.url}/`);
    const etag = first.headers.get('etag')!;
    expect((await fetch(`${demo.url}/`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    demoStore().faults.push({ method: null, path: 'platform/config/document', status: 404, body: 'error', times: 1, delay_ms: 0 });
    const failed = await fetch(`${demo.url}/`, { headers: { 'If-None-Match': etag } });
    expect(failed.status).toBe(200);
    expect(block(await failed.text())).toBe('');
  });
});
