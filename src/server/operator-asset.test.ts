// @vitest-environment node
// An operator reads an image of their channel's library on any host with their token
// (getOperatorAsset), where the members' read serves only the host's channel's images: any role on
// the channel, `Cache-Control: private, no-store`, nosniff, the sniffed type; 401 without a token,
// 403 without a role on the channel, 404 for a hash the channel's library lacks.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '@/test-support/png';
import { startTestService, type TestService } from './test-service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

const FUEL = 'demo-fuel-cz';

const read = (hash: string, channel: string, token?: string) =>
  fetch(`${svc.url}/wl/v1/platform/operator/assets/${hash}`, { headers: { 'X-Channel-Id': channel, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

describe("an operator's read of an image", () => {
  it("serves the operator's channel's image with the token, on a host whose channel lacks it, never to be kept", async () => {
    const editor = await svc.signIn('editor@demo.test');
    const image = png(24, 16);
    const hash = createHash('sha256').update(image).digest('hex');
    const uploaded = await fetch(`${svc.url}/wl/v1/platform/operator/assets?name=logo.png`, {
      method: 'POST',
      headers: { 'X-Channel-Id': FUEL, 'Content-Type': 'image/png', Authorization: `Bearer ${editor}` },
      body: Buffer.from(image),
    });
    expect(uploaded.status).toBe(200);

    // The members' read on the default channel's host does not serve fuel-cz's upload.
    expect((await fetch(`${svc.url}/wl/v1/platform/assets/${hash}`)).status).toBe(404);

    const answer = await read(hash, FUEL, editor);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(image))).toBe(true);

    expect((await read(hash, FUEL)).status).toBe(401);
    // The editor holds no role on minimal-gb; the default channel's library lacks the image.
    expect((await read(hash, 'demo-minimal-gb', editor)).status).toBe(403);
    const missing = await read(hash, 'demo-default', editor);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });
});
