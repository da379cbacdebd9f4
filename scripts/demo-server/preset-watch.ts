// Watch mode of the demo server: an edited preset file is served within a second, without
// re-seeding and without signing anyone out: a valid preset whose config differs from the served one
// becomes a version of kind `file` of the running channel in the channel store (also over a studio
// publish: the files are the operator's latest word), announced as every version is (the demo's
// member data follows it, its public screens are rendered ahead); an invalid one changes nothing
// (docs/demo-backend.md).
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { presetChain, presetsRoot, resolvePresetDir } from '../../src/presets/build.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { reloadPreset } from '../../src/mocks/preset-source.ts';
import { configOfPreset } from '../../src/channel/config.ts';
import { announce } from '../../src/server/channel-versions.ts';
import { demoChannelId, importPresetFiles } from '../../src/server/demo.ts';
import type { DemoChannels } from './server.ts';

export type ReloadResult = { status: 'reloaded'; version: number; changes: number } | { status: 'unchanged' } | { status: 'invalid'; errors: string[] };

/** Reads the running preset again; a valid change becomes the running channel's live version. */
export async function reloadRunningPreset(channels: WatchedChannels): Promise<ReloadResult> {
  const name = demoStore().preset.name;
  const result = reloadPreset(name);
  if ('errors' in result) return { status: 'invalid', errors: result.errors };
  const { preset } = result;
  const config = configOfPreset({ ...preset, ...preset.structure });
  const version = await channels.store.db.transaction().execute((trx) => importPresetFiles(trx, channels.clock, name, config));
  if (!version) return { status: 'unchanged' };
  announce(channels.service.ctx, demoChannelId(name), version);
  return { status: 'reloaded', version: version.number, changes: version.changes.length };
}

/** The demo's channel store and the service that announces its versions. */
export type WatchedChannels = Pick<DemoChannels, 'service' | 'store' | 'clock'>;

export type PresetWatchOptions = {
  /** Folders watched recursively; default channel-presets/. */
  roots?: readonly string[];
  /** Quiet time after the last change before the reload (editors write a file in several steps). */
  debounceMs?: number;
  /** The channel store the reload imports into, and its service. */
  channels: WatchedChannels;
  /** Receives every reload's outcome (default: the console). */
  onReload?: (result: ReloadResult, preset: string) => void;
};

export type PresetWatch = { close: () => void };

function log(result: ReloadResult, preset: string) {
  if (result.status === 'reloaded') console.info(`Preset ${preset} reloaded from its files: version ${result.version}, ${result.changes} change(s).`);
  if (result.status === 'invalid') {
    console.warn(`Preset ${preset} has errors; still serving the last good config:`);
    for (const error of result.errors) console.warn(`  ${error}`);
  }
}

/** Folders whose files make up the active preset: the preset and every preset it extends. */
function activeFolders(name: string): string[] | null {
  try {
    return presetChain(resolvePresetDir(name));
  } catch {
    return null;
  }
}

const inside = (file: string, folder: string) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

export function watchPresets(options: PresetWatchOptions): PresetWatch {
  const debounceMs = options.debounceMs ?? 100;
  const onReload = options.onReload ?? log;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = new Set<string>();

  const reload = () => {
    timer = undefined;
    const store = demoStore();
    const files = [...changed];
    changed.clear();
    const folders = activeFolders(store.preset.name);
    // An unreadable chain (a broken `extends`) is reported by the reload itself.
    if (folders && !files.some((file) => folders.some((folder) => inside(file, folder)))) return;
    void reloadRunningPreset(options.channels).then(
      (result) => onReload(result, store.preset.name),
      (error: unknown) => console.error('preset reload:', error),
    );
  };

  // One watcher per folder, not `recursive: true`: Node's recursive watcher on Linux stops seeing a
  // file an editor saved by renaming a new copy over it; a folder's watcher sees every such save.
  const watchers = new Map<string, FSWatcher>();
  const watchFolder = (folder: string) => {
    if (watchers.has(folder)) return;
    try {
      watchers.set(
        folder,
        watch(folder, (_event, file) => {
          const changedPath = path.join(folder, file ? String(file) : '');
          if (isFolder(changedPath)) watchTree(changedPath);
          changed.add(changedPath);
          clearTimeout(timer);
          timer = setTimeout(reload, debounceMs);
        }),
      );
    } catch {
      // The folder went away between listing and watching.
    }
  };
  const watchTree = (folder: string) => {
    watchFolder(folder);
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) watchTree(path.join(folder, entry.name));
  };
  for (const root of options.roots ?? [presetsRoot]) watchTree(root);

  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}
