// The demo's channel store content (only when the demo is on): one channel per preset
// (`demo-<preset>`, served on `<preset>.localhost`) and the demo operators of the README, with the
// shared demo password hashed like any other (argon2id). `resetDemo` empties the store and seeds it
// again (POST /__demo/reset). Never used in production: there the first owner comes from the CLI.
import path from 'node:path';
import { configOfPreset, type ChannelConfig } from '@/channel/config';
import { buildPreset, listPresets } from '@/presets/build';
import { goLive, openChannel } from './channel-versions';
import { getChannel, lockChannel } from './store/channels';
import { grant, hashPassword, upsertOperator } from './store/operators';
import type { Clock, Db, Role, Version } from './store/types';
import { changesBetween, currentVersion } from './store/versions';

/** The demo operators' password (README, docs/demo-backend.md). */
export const DEMO_OPERATOR_PASSWORD = 'Operator1234';

/** Roles per channel: the editor and the publisher hold no role on minimal-gb and the publisher only edits drugstore-pl; the owner owns every channel. */
export const DEMO_OPERATORS = [
  { email: 'editor@demo.test', name: 'Eda Editor', role: 'editor', except: { 'demo-minimal-gb': null } },
  { email: 'publisher@demo.test', name: 'Petra Publisher', role: 'publisher', except: { 'demo-minimal-gb': null, 'demo-drugstore-pl': 'editor' } },
  { email: 'owner@demo.test', name: 'Olga Owner', role: 'owner', except: {} },
] as const satisfies readonly { email: string; name: string; role: Role; except: Record<string, Role | null> }[];

/** Each demo channel's time zone (a channel setting); others are UTC. */
const TIME_ZONES: Record<string, string> = {
  'demo-default': 'Europe/Prague',
  'demo-fuel-cz': 'Europe/Prague',
  'demo-drugstore-pl': 'Europe/Warsaw',
  'demo-minimal-gb': 'Europe/London',
};

/** The demo channel of a preset (a name in channel-presets/ or an absolute folder). */
export const demoChannelId = (preset: string) => `demo-${path.basename(preset)}`;

let demoHash: Promise<string> | null = null;

async function seedOperators(db: Db, clock: Clock): Promise<void> {
  demoHash ??= hashPassword(DEMO_OPERATOR_PASSWORD);
  const passwordHash = await demoHash;
  for (const o of DEMO_OPERATORS) await upsertOperator(db, clock, { email: o.email, name: o.name, passwordHash });
}

async function grantDemoRoles(db: Db, channelId: string): Promise<void> {
  for (const o of DEMO_OPERATORS) {
    const except: Record<string, Role | null> = o.except;
    const role = channelId in except ? except[channelId] : o.role;
    if (role) await grant(db, o.email, channelId, role);
  }
}

/**
 * The preset's demo channel, created (with the demo operators' roles) when missing. With `refresh`
 * an existing one is brought to the preset's files as they are now (a version of kind `file` when
 * they differ): the demo switched to this preset, whose folder may have changed since. The version
 * made, if any (the caller announces it once its transaction is committed).
 */
export async function ensureDemoChannel(db: Db, clock: Clock, preset: string, refresh = false): Promise<Version | null> {
  const id = demoChannelId(preset);
  if (await getChannel(db, id)) {
    if (!refresh) return null;
    const built = buildPreset(preset);
    await db.updateTable('channels').set({ languages: built.languages ?? [] }).where('id', '=', id).execute();
    return importPresetFiles(db, clock, preset, configOfPreset(built));
  }
  const built = buildPreset(preset);
  const name = path.basename(preset);
  const first = await openChannel({ clock }, db, {
    id,
    name,
    timeZone: TIME_ZONES[id] ?? 'UTC',
    hosts: path.isAbsolute(preset) ? [] : [`${name}.localhost`],
    languages: built.languages ?? [],
    config: configOfPreset(built),
    author: 'system',
    message: `Preset ${name}`,
  }, null);
  await grantDemoRoles(db, id);
  return first;
}

/** Seeds an empty store: the demo operators and a channel per preset (plus `extra`, e.g. the running one). */
export async function seedDemo(db: Db, clock: Clock, extra: readonly string[] = []): Promise<void> {
  const any = await db.selectFrom('channels').select('id').limit(1).executeTakeFirst();
  const operators = await db.selectFrom('operators').select('email').limit(1).executeTakeFirst();
  if (!operators) await seedOperators(db, clock);
  if (any && operators) {
    for (const preset of extra) await ensureDemoChannel(db, clock, preset);
    return;
  }
  for (const preset of [...new Set([...listPresets(), ...extra])]) await ensureDemoChannel(db, clock, preset);
}

/** Empties the store and seeds the demo again. */
export async function resetDemo(db: Db, clock: Clock, extra: readonly string[] = []): Promise<void> {
  for (const table of ['audit', 'sessions', 'grants', 'schedules', 'drafts', 'assets', 'versions', 'channels', 'operators'] as const) await db.deleteFrom(table).execute();
  await seedDemo(db, clock, extra);
}

/**
 * The preset's files as its demo channel's next version (kind `file`, audited as an import) when
 * they differ from what it serves (watch mode, a preset switch); null when they do not. The caller
 * announces it (channel-versions.ts) once committed. Run inside a transaction (it takes the channel's lock).
 */
export async function importPresetFiles(db: Db, clock: Clock, preset: string, config: ChannelConfig): Promise<Version | null> {
  const id = demoChannelId(preset);
  await lockChannel(db, id);
  const current = await currentVersion(db, id);
  if (current?.config && changesBetween(current.config, config).length === 0) return null;
  const message = `Preset files of ${path.basename(preset)} changed`;
  return goLive({ clock }, db, id, { author: 'file', kind: 'file', message, config }, { actor: 'file', action: 'import', detail: message });
}
