// @vitest-environment node
// The service matches the path as sent: a percent-encoded letter or slash in a fixed segment, another
// case, a doubled or trailing slash is no operation (404) and publishes nothing, while a parameter's
// segment may be percent-encoded as its value needs (an e-mail's @, a number, a host).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawPathMatches } from './http';
import { startTestService, type TestService } from './test-service';

let svc: TestService;
let owner: string;
beforeAll(async () => {
  svc = await startTestService({ service: { worker: false } });
  owner = await svc.signIn('owner@demo.test');
});
afterAll(async () => svc?.close());

/** A request with the path exactly as written (fetch's URL parser would normalise some spellings). */
function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; etag: string; body: Record<string, unknown> }> {
  const { port } = new URL(svc.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { 'X-Channel-Id': 'demo-default', Authorization: `Bearer ${owner}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? ''), body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function live() {
  const status = await send('GET', '/wl/v1/platform/operator/channel');
  const number = ((status.body.data as { version: { number: number } }).version).number;
  const version = await send('GET', `/wl/v1/platform/operator/versions/${number}`);
  return { number, etag: status.etag, config: (version.body.data as { config: Record<string, unknown> }).config };
}

describe('raw path matching', () => {
  it('answers 404 to every encoded or reshaped spelling of the publish path and publishes nothing; the path as written publishes', async () => {
    const before = await live();
    const ifMatch = { 'If-Match': before.etag };
    const variants = [
      '/wl/v1/platform/config/%63hannel',
      '/wl/v1/platform/config/%63%68%61%6e%6e%65%6c',
      '/wl/v1/platform/config/channe%6C',
      '/wl/v1/platform/config/channe%6c',
      '/wl/v1/platform/confi%67/channel',
      '/wl/v1/%70latform/config/channel',
      '/wl/%76%31/platform/config/channel',
      '/wl/v1/platform/config%2Fchannel',
      '/wl/v1/platform/config%2fchannel',
      '/wl/v1/platform/config/Channel',
      '/wl/v1/platform/CONFIG/channel',
      '/wl/v1/platform/config//channel',
      '//wl/v1/platform/config/channel',
      '/wl/v1/platform/config/channel/',
      '/wl/v1/platform/config/channel;x',
    ];
    for (const path of variants) {
      const answer = await send('PUT', path, before.config, ifMatch);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code, path).toBe('NOT_FOUND');
    }
    expect((await live()).number).toBe(before.number);
    // An operator call spelled otherwise is no operation either.
    expect((await send('GET', '/wl/v1/platform/%6Fperator/channel')).status).toBe(404);
    expect((await send('GET', '/wl/v1/platform/operator/channel')).status).toBe(200);
    const published = await send('PUT', '/wl/v1/platform/config/channel', before.config, ifMatch);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('reads percent-encoded parameter values: an e-mail, a version number, a host, a language', async () => {
    const { number } = await live();
    const encodedNumber = [...String(number)].map((d) => `%${d.charCodeAt(0).toString(16)}`).join('');
    expect((await send('GET', `/wl/v1/platform/operator/versions/${encodedNumber}`)).status).toBe(200);
    expect((await send('GET', '/wl/v1/platform/domain/default%2Elocalhost/config/public')).status).toBe(200);
    expect((await send('GET', '/wl/v1/platform/config/translations/%65n')).status).not.toBe(404);
    const ended = await send('DELETE', '/wl/v1/platform/operator/team/editor%40demo.test/sessions');
    expect(ended.status, JSON.stringify(ended.body)).not.toBe(404);
    expect(ended.body.code).not.toBe('NOT_FOUND');
  });

  it('compares fixed segments byte for byte and parameters not at all', () => {
    expect(rawPathMatches('/wl/v1/platform/operator/team/:email/role', '/wl/v1/platform/operator/team/a%40b.example/role?x=1')).toBe(true);
    expect(rawPathMatches('/wl/v1/platform/operator/team/:email/role', '/wl/v1/platform/operator/team/a%2Fb/role')).toBe(true);
    expect(rawPathMatches('/wl/v1/platform/operator/team/:email/role', '/wl/v1/platform/operator/team/a/b/role')).toBe(false);
    expect(rawPathMatches('/wl/v1/platform/operator/team/:email/role', '/wl/v1/platform/operator/team/a/%72ole')).toBe(false);
  });
});
