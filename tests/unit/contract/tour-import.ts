// Contract tour, part 5: importPlatformConfig against a second HTTP server playing another platform
// (spec calls only): a publisher's import (200), without a token (401), an editor's (403), a host off
// the allow-list (403), a body without `url` (400).
import { DEMO_OPERATOR_PASSWORD as OPERATOR_PASSWORD } from '@/server/demo';
import type { FakePlatform } from '@/server/import/fake-platform';
import type { Recorder } from './recorder';

export async function importTour(r: Recorder, platform: FakePlatform): Promise<void> {
  const x = r.expect.bind(r);
  const token = async (email: string) => (await x(200, 'POST', 'platform/operator/login', { json: { email, password: OPERATOR_PASSWORD } })).body.data.token as string;
  const publisher = await token('publisher@demo.test');
  const editor = await token('editor@demo.test');
  await x(401, 'POST', 'platform/operator/import', { json: { url: platform.url } });
  await x(403, 'POST', 'platform/operator/import', { json: { url: platform.url }, token: editor });
  await x(400, 'POST', 'platform/operator/import', { json: {}, token: publisher });
  await x(403, 'POST', 'platform/operator/import', { json: { url: 'https://platform.example.com/wl/v1' }, token: publisher });
  await x(200, 'POST', 'platform/operator/import', { json: { url: platform.url, domain: 'club.example.test' }, token: publisher });
}
