// @vitest-environment node
// The production entry's member forwarding (member-forward.ts): member calls stream to MEMBER_API_URL
// with their bodies and answers as they are; the service's paths, in any spelling, are never forwarded.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberForward } from './member-forward';
import { startTestService, type TestService } from './test-service';

let upstream: Server;
let base: string;
let service: TestService;
const seen: Array<{ method: string; url: string; type: string; bytes: number }> = [];

const read = async (req: IncomingMessage) => {
  let bytes = 0;
  for await (const chunk of req) bytes += (chunk as Buffer).length;
  return bytes;
};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    void read(req).then((bytes) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', type: String(req.headers['content-type'] ?? ''), bytes });
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Member': 'yes' });
      res.end(JSON.stringify({ data: { bytes } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  service = await startTestService({ service: { worker: false, extend: (app) => memberForward(app, { base }) } });
}, 120_000);

afterAll(async () => {
  await service?.close();
  if (upstream.listening) await new Promise((resolve) => upstream.close(resolve));
});

describe('member forwarding', () => {
  it('forwards a member call with its body (multipart included) and hands back the answer as sent', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(300_000)], 'scan.png', { type: 'image/png' }));
    const answer = await fetch(`${service.url}/wl/v1/invoice/upload?x=1`, { method: 'POST', body: form });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-member')).toBe('yes');
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/wl/v1/invoice/upload?x=1' });
    expect(last.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.bytes).toBeGreaterThan(300_000);
    expect(await answer.json()).toEqual({ data: { bytes: last.bytes } });
  });

  it("never forwards the service's paths, in any case or percent-encoded", async () => {
    const before = seen.length;
    for (const path of ['/wl/v1/PLATFORM/config/public', '/wl/v1/%70latform/config/public', '/wl/v1/platform/no-such-call']) {
      const answer = await fetch(`${service.url}${path}`);
      expect(answer.status, path).toBe(404);
    }
    expect(seen.length).toBe(before);
    expect((await service.call('GET', 'platform/config/public')).status).toBe(200);
  });

  it('answers 502 when the member API does not answer', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    const answer = await fetch(`${service.url}/wl/v1/user`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ code: 'BAD_GATEWAY' });
  });
});
