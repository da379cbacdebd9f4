// @vitest-environment node
// `channels import <platform URL>`: what another platform serves (a second HTTP server with only the
// spec's calls) becomes a new channel, then the next version of it, through the same fetch and
// limits as the studio's import; a loopback platform is refused unless CHANNEL_IMPORT_PRIVATE=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChannelDb, type ChannelDb } from '../../src/server/db/connect.ts';
import { servedTranslations } from '../../src/server/config/translations.ts';
import { json, specOnlyRoutes, startFakePlatform, type FakePlatform } from '../../src/server/import/fake-platform.ts';
import { getChannel } from '../../src/server/store/channels.ts';
import { getVersion, listVersions } from '../../src/server/store/versions.ts';
import { runChannels } from './cli.ts';

let store: ChannelDb;
let platform: FakePlatform;
const czech = servedTranslations('cs');
const key = Object.keys(czech)[0]!;

beforeAll(async () => {
  store = await openChannelDb({ dataDir: 'memory' });
  platform = await startFakePlatform(specOnlyRoutes('club-7', { 'GENERAL.lang': 'cs' }, { cs: { ...czech, [key]: 'Klubový text' } }));
});
afterAll(async () => {
  await store?.close();
  await platform?.close();
  delete process.env.CHANNEL_IMPORT_PRIVATE;
});

const run = async (argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runChannels(argv, { out: (t) => out.push(t), err: (t) => err.push(t) }, store);
  return { code, out, err };
};

describe('channels import <platform URL>', () => {
  it('refuses a loopback platform unless private addresses are allowed, then creates the channel and adds a version', async () => {
    delete process.env.CHANNEL_IMPORT_PRIVATE;
    const refused = await run(['import', platform.url, '--channel', 'club', '--domain', 'club.example.test']);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toContain('a private or loopback address: refused (CHANNEL_IMPORT_PRIVATE=1 allows it)');
    expect(await getChannel(store.db, 'club')).toBeNull();

    process.env.CHANNEL_IMPORT_PRIVATE = '1';
    const created = await run(['import', platform.url, '--channel', 'club', '--domain', 'club.example.test', '--time-zone', 'Europe/Prague']);
    expect(created.code, created.err.join('\n')).toBe(0);
    expect(created.out).toEqual([expect.stringMatching(/^Created channel club at version 1 from http/)]);
    expect(created.err.join('\n')).toContain('lacks 12 of our calls');
    expect(await getChannel(store.db, 'club')).toMatchObject({ languages: ['cs'], time_zone: 'Europe/Prague' });

    platform.routes.set('platform/config/section/VISUAL', json(200, { data: { color: { primary: '#0b7a75' } } }));
    const next = await run(['import', platform.url, '--channel', 'club', '--platform-channel', 'club-7']);
    expect(next.code, next.err.join('\n')).toBe(0);
    const versions = (await listVersions(store.db, 'club', { limit: 5 })).versions;
    expect(versions[0]).toMatchObject({ number: 2, kind: 'import', message: expect.stringContaining(`Imported from ${platform.url}, channel club-7`) });
    expect((await getVersion(store.db, 'club', 2))?.config?.sections.VISUAL).toEqual({ color: { primary: '#0b7a75' } });
  });

  it('says what a platform answered wrong, and keeps --domain for URLs', async () => {
    process.env.CHANNEL_IMPORT_PRIVATE = '1';
    platform.routes.set('platform/config/public', json(200, { data: { channel_id: 'club-7', general: { 'GENERAL.lang': 'cs', 'GENERAL.name': 'x' } } }));
    const invalid = await run(['import', platform.url, '--channel', 'club']);
    expect(invalid.code).toBe(1);
    expect(invalid.err.join('\n')).toContain('/general/GENERAL.name');
    expect((await run(['import', 'default', '--channel', 'x', '--domain', 'a.test'])).code).toBe(2);
  });
});
