// `channels import <preset folder> --channel <id>`: a preset folder (or a name under channel-presets/)
// as a channel's config. A new channel gets it as version 1; an existing one gets it as its next
// version (kind `import`), unless it is already what the channel serves. Checked first as
// `preset validate` checks it: a preset with errors is refused with its findings. The images of its
// assets/ folder join the channel's asset library.
import { buildPresetAt, resolvePresetDir, type BuiltPreset } from '../../src/presets/build.ts';
import { configOfPreset } from '../../src/channel/config.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';
import { sameData } from '../../src/lib/preset-export/same-data.ts';
import { isTimeZone } from '../../src/lib/format/time-zone.ts';
import type { ChannelDb } from '../../src/server/db/connect.ts';
import { goLive, openChannel } from '../../src/server/channel-versions.ts';
import { lockChannel } from '../../src/server/store/channels.ts';
import { realClock, type Clock, type Config } from '../../src/server/store/types.ts';
import { currentVersion } from '../../src/server/store/versions.ts';
import { CliError } from './cli-error.ts';
import { importAssets } from './preset-assets.ts';

export type ImportOptions = {
  channelId: string;
  /** Display name of a new channel (default: the preset's description's first words, else the id). */
  name?: string;
  /** IANA time zone of a new channel (default UTC). */
  timeZone?: string;
  /** Host names of a new channel. */
  hosts?: string[];
  author?: string;
  message?: string;
};

export type ImportResult = { channelId: string; created: boolean; version: number; changed: boolean; changes: number };

export const CHANNEL_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

function checkTimeZone(zone: string): string {
  if (!isTimeZone(zone)) throw new CliError(`Unknown time zone "${zone}" (an IANA name such as Europe/Prague)`);
  return zone;
}

/** The preset's errors as `preset validate` reports them; throws when there is one. */
export function checkedPreset(folder: string): { dir: string; built: BuiltPreset } {
  let dir: string;
  try {
    dir = resolvePresetDir(folder);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const report = validatePresetDir(dir);
  const errors = report.findings.filter((f) => f.severity === 'error');
  if (errors.length > 0) {
    const listed = errors.slice(0, 5).map((f) => `  ${f.source ? `${f.source} ` : ''}${f.pointer} ${f.message}`);
    throw new CliError(`${folder} has ${errors.length} error(s); \`npm run preset -- validate ${folder}\` lists them:\n${listed.join('\n')}`);
  }
  return { dir, built: buildPresetAt(dir) };
}

/** What an import brings: the config, its languages, where it came from (the default message) and a name for a new channel. */
export type Imported = { config: Config; languages: string[]; from: string; description?: string | undefined; /** a preset folder whose `assets/` go into the library */ assetsDir?: string };

/**
 * The one way a config comes into the store from the CLI (a preset folder, a platform): a new channel
 * at version 1, or the existing channel's next version (kind `import`), unless it already serves it;
 * made as every version is (src/server/channel-versions.ts), with its audit entry, in one transaction.
 * No service runs here to announce it: a running service renders its screens when a page asks.
 */
export async function importConfig(store: ChannelDb, imported: Imported, options: ImportOptions, clock: Clock = realClock): Promise<ImportResult> {
  if (!CHANNEL_ID.test(options.channelId)) throw new CliError(`"${options.channelId}" is not a channel id (lower-case letters, digits and -)`);
  const timeZone = checkTimeZone(options.timeZone ?? 'UTC');
  const { config, assetsDir } = imported;
  const author = options.author ?? 'channels-cli';
  const message = options.message ?? `Imported from ${imported.from}`;
  return store.db.transaction().execute(async (trx) => {
    const channel = await lockChannel(trx, options.channelId);
    if (!channel) {
      const name = options.name ?? (imported.description?.split(/[,:.]/)[0]?.trim() || options.channelId);
      const channel = { id: options.channelId, name, timeZone, hosts: options.hosts ?? [], languages: imported.languages, config, author, message };
      await openChannel({ clock }, trx, channel, { actor: author, action: 'import', detail: message });
      if (assetsDir) await importAssets(trx, clock, options.channelId, assetsDir, author);
      return { channelId: options.channelId, created: true, version: 1, changed: true, changes: 0 };
    }
    if (assetsDir) await importAssets(trx, clock, channel.id, assetsDir, author);
    const current = await currentVersion(trx, channel.id);
    if (current?.config && sameData(current.config, config)) return { channelId: channel.id, created: false, version: current.number, changed: false, changes: 0 };
    const version = await goLive({ clock }, trx, channel.id, { author, kind: 'import', message, config }, { actor: author, action: 'import', detail: message });
    return { channelId: channel.id, created: false, version: version.number, changed: true, changes: version.changes.length };
  });
}

export async function importPreset(store: ChannelDb, folder: string, options: ImportOptions, clock: Clock = realClock): Promise<ImportResult> {
  if (!CHANNEL_ID.test(options.channelId)) throw new CliError(`"${options.channelId}" is not a channel id (lower-case letters, digits and -)`);
  checkTimeZone(options.timeZone ?? 'UTC');
  const { dir, built } = checkedPreset(folder);
  return importConfig(store, { config: configOfPreset(built), languages: built.languages ?? [], from: `preset ${built.name}`, description: built.description, assetsDir: dir }, options, clock);
}
