// @vitest-environment node
// The asset library over HTTP: uploads are judged by their bytes (type sniffed, size and pixel
// limits), stored under their SHA-256, served with a year of caching and nosniff, checked by the
// one verdict (an image block's alt text, an asset that exists) and kept while a version uses them.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, jpeg } from '@/test-support/image-bytes';
import { png } from '@/test-support/png';
import { startTestService, type TestService } from './test-service';

let svc: TestService;
let editor: string;
let publisher: string;
beforeAll(async () => {
  svc = await startTestService();
  editor = await svc.signIn('editor@demo.test');
  publisher = await svc.signIn('publisher@demo.test');
});
afterAll(async () => svc?.close());

type Json = Record<string, unknown>;

async function upload(bytes: Uint8Array | string, token = editor, name = 'photo.png', type = 'application/octet-stream', channel = 'demo-default') {
  const response = await fetch(`${svc.url}/wl/v1/platform/operator/assets?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'X-Channel-Id': channel, 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
  });
  return { status: response.status, body: (await response.json()) as { data?: Json; code?: string; message?: string } };
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A member's read of an asset on the default channel (the test service has no host of its own). */
const served = (hash: string, headers: Record<string, string> = {}) => fetch(`${svc.url}/wl/v1/platform/assets/${hash}`, { headers: { 'X-Channel-Id': 'demo-default', ...headers } });

/** A read of an asset on a host, as a member's browser makes it (no X-Channel-Id): its status. */
function onHost(host: string, hash: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: new URL(svc.url).port, path: `/wl/v1/platform/assets/${hash}`, headers: { Host: host } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

async function currentConfig(token: string) {
  const status = await svc.call('GET', 'platform/operator/channel', { token });
  const number = (status.body.data?.version as { number: number }).number;
  const version = await svc.call('GET', `platform/operator/versions/${number}`, { token });
  return { config: structuredClone(version.body.data?.config) as { screens: Record<string, { blocks: Json[] }>; translations: Record<string, Record<string, string>> }, etag: status.etag ?? '' };
}

describe('asset library', () => {
  it('keeps a PNG under its SHA-256 with its sniffed type and size, once however often it is uploaded, and lists it', async () => {
    const image = png(40, 30);
    const first = await upload(image, editor, 'banner.png');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ hash: sha(image), content_type: 'image/png', width: 40, height: 30, bytes: image.length, name: 'banner.png', uploaded_by: 'editor@demo.test', url: `/wl/v1/platform/assets/${sha(image)}` });
    expect((await upload(image, editor, 'again.png')).body.data?.name).toBe('banner.png');
    const list = await svc.call('GET', 'platform/operator/assets', { token: editor });
    expect((list.body.data?.assets as Json[]).filter((a) => a.hash === sha(image))).toHaveLength(1);
    expect(list.body.data?.limits).toEqual({ max_bytes: 2 * 1024 * 1024, max_pixels: 4096, types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] });
  });

  it('judges the bytes, not the name: text named .png, SVG, an oversized file and a too-wide image are refused with their reasons', async () => {
    const text = await upload('this is not an image at all', editor, 'fake.png');
    expect(text).toMatchObject({ status: 415, body: { code: 'ASSET_TYPE' } });
    expect(text.body.message).toMatch(/not a PNG, JPEG, WebP or GIF/);
    const svg = await upload('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', editor, 'logo.png');
    expect(svg).toMatchObject({ status: 415, body: { code: 'ASSET_SVG' } });
    const large = Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload(large)).toMatchObject({ status: 413, body: { code: 'ASSET_TOO_LARGE' } });
    const muchLarger = Buffer.concat([png(10, 10), Buffer.alloc(3 * 1024 * 1024)]);
    expect(await upload(muchLarger)).toMatchObject({ status: 413, body: { code: 'ASSET_TOO_LARGE' } });
    const wide = await upload(png(5000, 1));
    expect(wide).toMatchObject({ status: 422, body: { code: 'ASSET_DIMENSIONS' } });
    expect(wide.body.message).toMatch(/5000 × 1 pixels, over the limit of 4096 × 4096/);
    const gif = Buffer.from('GIF89a\x10\x00\x08\x00\x00\x00\x00;', 'latin1');
    expect((await upload(gif, editor, 'anim.jpg')).body.data).toMatchObject({ content_type: 'image/gif', width: 16, height: 8 });
  });

  it('checks the size of every frame: a GIF frame of 30000 × 30000 in a 10 × 10 screen, a JPEG whose second frame header says 60000 × 60000', async () => {
    const hostileGif = await upload(gif([{ w: 10, h: 10 }, { w: 30000, h: 30000 }]), editor, 'small.gif');
    expect(hostileGif).toMatchObject({ status: 422, body: { code: 'ASSET_DIMENSIONS' } });
    expect(hostileGif.body.message).toMatch(/30000 × 30000 pixels, over the limit of 4096 × 4096/);
    const hostileJpeg = await upload(jpeg([0xc0, 10, 10], [0xc2, 60000, 60000]), editor, 'small.jpg');
    expect(hostileJpeg).toMatchObject({ status: 422, body: { code: 'ASSET_DIMENSIONS' } });
    expect(hostileJpeg.body.message).toMatch(/60000 × 60000 pixels/);
    const list = (await svc.call('GET', 'platform/operator/assets', { token: editor })).body.data?.assets as Json[];
    expect(list.some((a) => a.name === 'small.gif' || a.name === 'small.jpg')).toBe(false);
    expect((await upload(gif([{ w: 10, h: 10 }, { w: 4, h: 4, x: 6, y: 6 }]), editor, 'anim.gif')).body.data).toMatchObject({ content_type: 'image/gif', width: 10, height: 10 });
    expect((await upload(jpeg([0xc0, 12, 8]), editor, 'one.jpg')).body.data).toMatchObject({ content_type: 'image/jpeg', width: 12, height: 8 });
  });

  it('needs a signed-in operator of the channel to upload, and JSON bodies are not uploads', async () => {
    expect((await upload(png(2, 2), '')).status).toBe(401);
    const json = await svc.call('POST', 'platform/operator/assets', { token: editor, json: { data: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe("Send the image's bytes as the body with Content-Type application/octet-stream, image/png, image/jpeg, image/webp or image/gif");
  });

  it('reads an upload sent as its image type, still judging the bytes; another type is 415 naming the ones accepted', async () => {
    const image = png(6, 5, [9, 9, 9]);
    expect((await upload(image, editor, 'typed.png', 'image/png')).body.data).toMatchObject({ hash: sha(image), content_type: 'image/png', width: 6, height: 5 });
    const gif = Buffer.from('GIF89a\x03\x00\x02\x00\x00\x00\x00;', 'latin1');
    expect((await upload(gif, editor, 'declared.png', 'image/png')).body.data).toMatchObject({ content_type: 'image/gif', width: 3, height: 2 });
    expect((await upload(png(4, 4), editor, 'x.jpg', 'image/jpeg; charset=binary')).status).toBe(200);
    for (const type of ['image/svg+xml', 'text/plain', 'multipart/form-data; boundary=x']) {
      const refused = await upload(png(2, 3), editor, 'x.png', type);
      expect(refused.status, type).toBe(415);
      expect(refused.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', accepted: ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] });
      expect(refused.body.message).toMatch(/application\/octet-stream, image\/png, image\/jpeg, image\/webp or image\/gif$/);
    }
    // Every other route still reads JSON only.
    const draft = await svc.call('PUT', 'platform/operator/draft', { token: editor, body: 'x', headers: { 'Content-Type': 'image/png' } });
    expect(draft).toMatchObject({ status: 415, body: { message: 'Only application/json bodies are accepted' } });
  });

  it('stores the name as a display name: its last path segment without control or markup characters, bounded, else a fallback', async () => {
    const named = async (name: string, seed: number) => {
      const image = png(2, 2, [seed, 1, 2]);
      const answer = await upload(image, editor, name);
      expect(answer.status, name).toBe(200);
      const listed = ((await svc.call('GET', 'platform/operator/assets', { token: editor })).body.data?.assets as Json[]).find((a) => a.hash === sha(image));
      expect(listed?.name).toBe(answer.body.data?.name);
      return { name: answer.body.data?.name as string, hash: sha(image) };
    };
    expect((await named('..\\..\\<img onerror=alert(1)>/../evil.png', 11)).name).toBe('evil.png');
    expect((await named('C:\\Users\\eva\\Desktop\\Summer "sale" & <b>more.jpg', 12)).name).toBe('Summer sale bmore.jpg');
    expect((await named('<img src=x onerror=alert(1)>.png', 13)).name).toBe('img src=x onerror=alert(1).png');
    expect((await named('\u202Egnp.exe\u0000\u0007 tab\there.png', 14)).name).toBe('gnp.exe tab here.png');
    expect((await named(`${'a'.repeat(190)}.png`, 15)).name).toBe('a'.repeat(120));
    const dots = await named('../..', 16);
    expect(dots.name).toBe(`image-${dots.hash.slice(0, 12)}.png`);
    const blank = await named('<>', 17);
    expect(blank.name).toBe(`image-${blank.hash.slice(0, 12)}.png`);
    const audit = (await svc.call('GET', 'platform/operator/audit', { token: publisher })).body.data?.entries as { detail?: string }[];
    expect(audit.some((e) => e.detail?.includes('(evil.png, image/png'))).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/<img|\.\.\\\\/);
  });

  it('serves a name stored before names were cleaned as its display name', async () => {
    const image = png(2, 2, [40, 41, 42]);
    await svc.store.db.insertInto('assets').values({ channel_id: 'demo-default', hash: sha(image), content_type: 'image/png', bytes: image.length, width: 2, height: 2, name: '../<script>x</script>/a\u0007b.png', uploaded_by: 'editor@demo.test', created_at: new Date().toISOString(), data: image }).execute();
    const listed = ((await svc.call('GET', 'platform/operator/assets', { token: editor })).body.data?.assets as Json[]).find((a) => a.hash === sha(image));
    expect(listed?.name).toBe('ab.png');
  });

  it('serves an asset by hash without a token: its type, a year of immutable caching, nosniff, 304 on its ETag; an unknown hash 404 no-store', async () => {
    const image = png(8, 8, [200, 10, 10]);
    await upload(image);
    const first = await served(sha(image));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('vary')).toBe('X-Channel-Id');
    expect(Buffer.from(await first.arrayBuffer()).equals(image)).toBe(true);
    const again = await served(sha(image), { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    const missing = await served('0'.repeat(64));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await served('not-a-hash')).status).toBe(404);
  });

  it("serves an asset only on its channel's hosts: another channel's host, header or an unknown host is 404", async () => {
    const fuel = png(7, 7, [250, 120, 0]);
    expect((await upload(fuel, editor, 'fuel.png', 'application/octet-stream', 'demo-fuel-cz')).status).toBe(200);
    expect(await onHost('fuel-cz.localhost', sha(fuel))).toBe(200);
    expect(await onHost('FUEL-CZ.localhost:8080', sha(fuel))).toBe(200);
    expect(await onHost('default.localhost', sha(fuel))).toBe(404);
    expect(await onHost('minimal-gb.localhost', sha(fuel))).toBe(404);
    expect(await onHost('elsewhere.example', sha(fuel))).toBe(404);
    expect((await served(sha(fuel))).status).toBe(404);
    expect((await served(sha(fuel), { 'X-Channel-Id': 'demo-fuel-cz' })).status).toBe(200);
    expect((await served(sha(fuel), { 'X-Channel-Id': 'no-such-channel' })).status).toBe(404);
    // The same bytes in a second channel's library are that channel's too, on its own host.
    expect((await upload(fuel, editor, 'fuel-copy.png')).status).toBe(200);
    expect(await onHost('default.localhost', sha(fuel))).toBe(200);
  });

  it('refuses to publish an image block without alt text or naming an asset the library lacks; publishes one with both, and keeps its asset while a version uses it', async () => {
    const image = png(16, 9, [10, 160, 60]);
    const hash = sha(image);
    await upload(image);
    const absent = 'f'.repeat(64);
    const publish = async (props: Json) => {
      const c = await currentConfig(publisher);
      c.config.screens.home!.blocks.unshift({ type: 'image', id: 'hero-image', props });
      for (const language of Object.keys(c.config.translations)) c.config.translations[language] = { ...c.config.translations[language], 'screens.home.heroAlt': 'Fresh fruit on a market stall' };
      return svc.call('PUT', 'platform/config/channel', { token: publisher, json: c.config, headers: { 'If-Match': c.etag } });
    };
    const noAlt = await publish({ src: `asset:${hash}` });
    expect(noAlt.status).toBe(422);
    expect(JSON.stringify(noAlt.body.errors)).toMatch(/has no alt text/);
    const unknown = await publish({ src: `asset:${absent}`, alt: 'screens.home.heroAlt' });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.errors)).toMatch(/not in the channel's asset library/);
    const dataUri = await publish({ src: 'data:image/png;base64,AAAA', alt: 'screens.home.heroAlt' });
    expect(JSON.stringify(dataUri.body.errors)).toMatch(/data: URI/);
    const published = await publish({ src: `asset:${hash}`, alt: 'screens.home.heroAlt', width: 16, height: 9 });
    expect(published.body.errors).toBeUndefined();
    expect(published.status).toBe(200);

    const removed = await svc.call('DELETE', `platform/operator/assets/${hash}`, { token: publisher });
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('ASSET_IN_USE');
    expect(removed.body.message).toMatch(/version \d+/);
    expect((await served(hash)).status).toBe(200);

    const unused = png(3, 3, [1, 2, 3]);
    await upload(unused);
    expect((await svc.call('DELETE', `platform/operator/assets/${sha(unused)}`, { token: editor })).status).toBe(403);
    expect((await svc.call('DELETE', `platform/operator/assets/${sha(unused)}`, { token: publisher })).status).toBe(200);
    expect((await served(sha(unused))).status).toBe(404);
  }, 120_000);
});
