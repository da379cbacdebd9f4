// `channels export <id> [--version N] [--out dir]`: a version of a channel as a preset folder
// `<out>/<id>/` that `npm run preset -- validate` accepts, written by the studio's own export code
// (src/lib/preset-export): a minimal layer over the preset it extends (channel-presets/default,
// the CLI's rule), or refused naming what a layer cannot say, exactly as the studio refuses it. The
// images of the asset library the version names go into its assets/ folder.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPreset, presetNamePattern, type BuiltPreset } from '../../src/presets/build.ts';
import { asBase, exportFiles, ExportRefused } from '../../src/lib/preset-export/preset-files.ts';
import { parentName } from '../../src/lib/preset-export/preset-layer.ts';
import type { Json } from '../../src/lib/preset-check/built-preset.ts';
import type { ChannelDb } from '../../src/server/db/connect.ts';
import { getChannel } from '../../src/server/store/channels.ts';
import { getVersion } from '../../src/server/store/versions.ts';
import { CliError } from './cli-error.ts';
import { writeAssets } from './preset-assets.ts';

const schemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url));

export type ExportResult = { folder: string; version: number; files: number; parent: string | undefined };

/** A version's config in the shape the studio edits (a built preset named after the channel). */
export function presetOfVersion(name: string, config: Record<string, unknown>, parent: BuiltPreset | undefined): BuiltPreset {
  const built: BuiltPreset = {
    name,
    languages: (config.languages as string[] | undefined) ?? Object.keys((config.translations as object | undefined) ?? {}),
    sections: (config.sections ?? {}) as BuiltPreset['sections'],
    general: (config.general ?? {}) as Json,
    translations: (config.translations ?? {}) as BuiltPreset['translations'],
    // The demo seed is not the channel's: the parent's is kept, so the layer says nothing of it.
    seed: parent?.seed ?? {},
  };
  for (const key of ['routes', 'screens', 'forms'] as const) if (config[key]) built[key] = config[key] as never;
  return built;
}

/** `$schema` relative to where the file is written (the studio writes it for channel-presets/<name>/). */
function placeSchema(file: string, value: Json, folder: string): Json {
  if (typeof value.$schema !== 'string') return value;
  const schema = value.$schema.replace(/^(\.\.\/)*schemas\//, '');
  const relative = path.relative(path.dirname(path.join(folder, file)), path.join(schemasDir, schema)).split(path.sep).join('/');
  return { ...value, $schema: relative };
}

export async function exportChannel(store: ChannelDb, channelId: string, options: { version?: number; out?: string; name?: string } = {}): Promise<ExportResult> {
  const channel = await getChannel(store.db, channelId);
  if (!channel) throw new CliError(`No channel "${channelId}"`);
  const number = options.version ?? channel.current_version;
  const version = await getVersion(store.db, channelId, number);
  if (!version?.config) throw new CliError(`Channel ${channelId} has no version ${number} (versions 1 to ${channel.current_version})`);
  const name = options.name ?? channelId;
  if (!presetNamePattern.test(name)) throw new CliError(`"${name}" is not a preset name (lower-case letters, digits and -, at most 41): pass --name`);
  const parentOf = parentName({ name });
  const parent = parentOf ? asBase(buildPreset(parentOf)) : undefined;
  let files: Record<string, Json>;
  try {
    files = exportFiles(presetOfVersion(name, version.config as Record<string, unknown>, parent), parent);
  } catch (error) {
    if (error instanceof ExportRefused) throw new CliError(`Version ${number} cannot be written as a layer over ${parentOf}: ${error.unsaid.join(', ')}`);
    throw error;
  }
  const folder = path.resolve(options.out ?? '.', name);
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new CliError(`${path.relative(process.cwd(), folder) || folder} exists and is not empty: choose another --out`);
  for (const [file, value] of Object.entries(files)) {
    const target = path.join(folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(placeSchema(file, value, folder), null, 2)}\n`);
  }
  await writeAssets(store, channelId, version.config, folder);
  return { folder, version: number, files: Object.keys(files).length, parent: parentOf };
}
