// Contract tour, part 6: the asset library. An editor uploads an image (200) and the same bytes
// again (the same asset), text named as an image is refused (415), a visitor reads the image by its
// hash (200, the image's own type) and an unknown hash (404), an operator reads it with its session
// (401 without one, 404 for an unknown hash), the library is listed, an editor may
// not delete (403), a publisher deletes the unused image (200) and an unknown one (404).
import { DEMO_OPERATOR_PASSWORD as OPERATOR_PASSWORD } from '@/server/demo';
import { png } from '@/test-support/png';
import type { Recorder } from './recorder';

export async function assetsTour(r: Recorder): Promise<void> {
  const x = r.expect.bind(r);
  const token = async (email: string) => (await x(200, 'POST', 'platform/operator/login', { json: { email, password: OPERATOR_PASSWORD } })).body.data.token as string;
  const editor = await token('editor@demo.test');
  const publisher = await token('publisher@demo.test');
  const image = png(8, 6);
  await x(401, 'POST', 'platform/operator/assets?name=a.png', { bytes: image });
  const uploaded = await x(200, 'POST', 'platform/operator/assets?name=a.png', { bytes: image, token: editor });
  const hash = String(uploaded.body.data.hash);
  await x(200, 'POST', 'platform/operator/assets?name=again.png', { bytes: image, token: editor });
  await x(415, 'POST', 'platform/operator/assets?name=fake.png', { bytes: new TextEncoder().encode('not an image at all'), token: editor });
  await x(200, 'GET', 'platform/operator/assets', { token: editor });
  await x(200, 'GET', `platform/assets/${hash}`);
  // The operator's own read of the channel's library (the studio on another channel's host).
  await x(401, 'GET', `platform/operator/assets/${hash}`);
  await x(200, 'GET', `platform/operator/assets/${hash}`, { token: editor });
  await x(404, 'GET', `platform/operator/assets/${'0'.repeat(64)}`, { token: editor });
  await x(404, 'GET', `platform/assets/${'0'.repeat(64)}`);
  await x(403, 'DELETE', `platform/operator/assets/${hash}`, { token: editor });
  await x(200, 'DELETE', `platform/operator/assets/${hash}`, { token: publisher });
  await x(404, 'DELETE', `platform/operator/assets/${hash}`, { token: publisher });
}
