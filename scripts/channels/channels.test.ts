// @vitest-environment node
// The channels CLI against the real store (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): a preset imported, exported as the studio exports it, accepted by `preset validate`, and
// imported again without a change; a whole store backed up and restored into a fresh one, identical.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChannelDb, type ChannelDb } from '../../src/server/db/connect.ts';
import { addAsset, assetBytes } from '../../src/server/store/assets.ts';
import { recordAudit } from '../../src/server/store/audit.ts';
import { png } from '../../src/test-support/png.ts';
import { grant, hashPassword, upsertOperator } from '../../src/server/store/operators.ts';
import { getChannel } from '../../src/server/store/channels.ts';
import { listVersions } from '../../src/server/store/versions.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';
import { freshPostgresDatabase, storeTargets, type StoreTarget } from '../../tests/support/test-databases.ts';
import { backupStore, restoreStore } from './backup.ts';
import { runChannels } from './cli.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'channels-cli-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function openStore(target: StoreTarget): Promise<ChannelDb> {
  if (target.kind === 'pglite') {
    const store = await openChannelDb({ dataDir: 'memory' });
    cleanups.push(() => store.close());
    return store;
  }
  const database = await freshPostgresDatabase();
  const store = await openChannelDb({ databaseUrl: database.url });
  cleanups.push(async () => {
    await store.close();
    await database.drop();
  });
  return store;
}

/** Runs the CLI on `store`; its exit code and what it printed. */
async function cli(store: ChannelDb, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runChannels(argv, { out: (t) => out.push(t), err: (t) => err.push(t) }, store);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function backupText(store: ChannelDb): Promise<string[]> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await backupStore(store, stream);
  stream.end();
  return Buffer.concat(chunks).toString('utf8').trim().split('\n');
}

// Opening a store runs the migrations (PGlite starts a WebAssembly PostgreSQL): slow on a busy machine.
describe.each(storeTargets())('channels CLI on $name', { timeout: 240_000 }, (target) => {
  let store: ChannelDb;
  beforeAll(async () => {
    store = await openStore(target);
  }, 240_000);

  it('imports a preset, exports a folder `preset validate` accepts, and importing that adds no version', async () => {
    const created = await cli(store, 'import', 'fuel-cz', '--channel', 'fuel', '--time-zone=Europe/Prague', '--host', 'fuel.example.cz');
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain('Created channel fuel at version 1');
    expect(await getChannel(store.db, 'fuel')).toMatchObject({ time_zone: 'Europe/Prague', hosts: ['fuel.example.cz'], languages: ['cs'], current_version: 1 });

    const out = path.join(dir, `${target.kind}-export`);
    const exported = await cli(store, 'export', 'fuel', '--out', out);
    expect(exported.code, exported.err).toBe(0);
    const folder = path.join(out, 'fuel');
    const report = validatePresetDir(folder);
    expect(report.findings).toEqual([]);
    // A layer over default, as the studio writes it: only what differs.
    expect(JSON.parse(readFileSync(path.join(folder, 'preset.json'), 'utf8'))).toMatchObject({ name: 'fuel', languages: ['cs'] });

    const again = await cli(store, 'import', folder, '--channel=fuel');
    expect(again).toMatchObject({ code: 0, err: '' });
    expect(again.out).toContain('no changes');
    expect((await listVersions(store.db, 'fuel', { limit: 10 })).versions).toHaveLength(1);

    // Another preset over the same channel is its next version, with the diff.
    const next = await cli(store, 'import', 'drugstore-pl', '--channel', 'fuel');
    expect(next.code, next.err).toBe(0);
    const versions = (await listVersions(store.db, 'fuel', { limit: 10 })).versions;
    expect(versions.map((v) => [v.number, v.kind])).toEqual([[2, 'import'], [1, 'initial']]);
    expect(versions[0]!.changes.length).toBeGreaterThan(0);
    const first = await cli(store, 'export', 'fuel', '--version', '1', '--out', out, '--name', 'fuel-v1');
    expect(first.code, first.err).toBe(0);
    expect(validatePresetDir(path.join(out, 'fuel-v1')).findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('refuses with a short, precise message', async () => {
    expect(await cli(store, 'import', 'fuel-cz')).toMatchObject({ code: 2, err: 'import needs --channel <id>. See npm run channels -- --help' });
    expect((await cli(store, 'import', 'no-such-preset', '--channel', 'x')).err).toMatch(/^No preset "no-such-preset"/);
    expect((await cli(store, 'import', 'fuel-cz', '--channel', 'Bad Id')).err).toBe('"Bad Id" is not a channel id (lower-case letters, digits and -)');
    expect((await cli(store, 'export', 'nobody')).err).toBe('No channel "nobody"');
    expect((await cli(store, 'export', 'x', '--version', 'two')).err).toMatch(/^--version must be a version number, got "two"/);
    expect((await cli(store, 'frobnicate')).code).toBe(2);
    expect((await cli(store, 'restore', path.join(dir, 'missing.jsonl'))).err).toBe(`No file ${path.join(dir, 'missing.jsonl')}`);
  });

  it('backs up every channel, version, operator, grant, asset and audit entry and restores them identically; a non-empty store only with --force', async () => {
    const source = await openStore(target);
    expect((await cli(source, 'import', 'default', '--channel', 'acme', '--host', 'acme.example.com')).code).toBe(0);
    expect((await cli(source, 'import', 'minimal-gb', '--channel', 'acme')).code).toBe(0);
    expect((await cli(source, 'import', 'drugstore-pl', '--channel', 'drug', '--time-zone', 'Europe/Warsaw')).code).toBe(0);
    const clock = { now: () => Date.parse('2026-05-01T10:00:00.123Z') };
    await upsertOperator(source.db, clock, { email: 'owner@example.com', name: 'Owner', passwordHash: await hashPassword('a long owner passphrase') });
    await grant(source.db, 'owner@example.com', 'acme', 'owner');
    await grant(source.db, 'owner@example.com', 'drug', 'publisher');
    await recordAudit(source.db, clock, { channelId: 'acme', actor: 'owner@example.com', action: 'sign-in', detail: 'ünïcødé "quoted"\nline' });
    const image = png(12, 7);
    await addAsset(source.db, clock, 'acme', { hash: 'a'.repeat(64), contentType: 'image/png', bytes: new Uint8Array(image), width: 12, height: 7, name: 'logo.png', uploadedBy: 'owner@example.com' });

    const file = path.join(dir, `${target.kind}-backup.jsonl`);
    expect((await cli(source, 'backup', file)).code).toBe(0);
    const original = await backupText(source);

    const fresh = await openStore(target);
    const restored = await cli(fresh, 'restore', file);
    expect(restored.code, restored.err).toBe(0);
    const copy = await backupText(fresh);
    // The header's time differs; every row is the same.
    expect(copy.slice(1)).toEqual(original.slice(1));
    expect(JSON.parse(copy[0]!).tables).toEqual(JSON.parse(original[0]!).tables);
    expect(JSON.parse(original[0]!).tables).toMatchObject({ channels: 2, versions: 3, operators: 1, grants: 2, assets: 1 });
    expect(Buffer.from((await assetBytes(fresh.db, 'acme', 'a'.repeat(64)))!.data).equals(image)).toBe(true);

    // The restored audit continues after the restored entries.
    await recordAudit(fresh.db, clock, { channelId: 'acme', actor: 'x', action: 'sign-out' });
    const ids = (await fresh.db.selectFrom('audit').select('id').orderBy('id').execute()).map((r) => Number(r.id));
    expect(new Set(ids).size).toBe(ids.length);

    const refused = await cli(fresh, 'restore', file);
    expect(refused).toMatchObject({ code: 1, err: 'The store is not empty: restore replaces everything in it only with --force' });
    expect((await cli(fresh, 'restore', file, '--force')).code).toBe(0);
    expect((await backupText(fresh)).slice(1)).toEqual(original.slice(1));
    await expect(restoreStore(fresh, ['{"format":"other"}'], { force: true })).rejects.toThrow('Line 1 is not a channels backup header');
  });
});
