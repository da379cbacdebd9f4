// Watch mode of the demo server: an edited preset file is served within a second, without
// re-seeding and without signing anyone out (reloadActivePreset, docs/demo-backend.md).
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { presetChain, presetsRoot, resolvePresetDir } from '../preset/build.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { reloadActivePreset, type ReloadResult } from '../../src/mocks/store/preset-reload.ts';

export type PresetWatchOptions = {
  /** Folders watched recursively; default channel-presets/. */
  roots?: readonly string[];
  /** Quiet time after the last change before the reload (editors write a file in several steps). */
  debounceMs?: number;
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

export function watchPresets(options: PresetWatchOptions = {}): PresetWatch {
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
    onReload(reloadActivePreset(store), store.preset.name);
  };

  const watchers: FSWatcher[] = (options.roots ?? [presetsRoot]).map((root) =>
    watch(root, { recursive: true }, (_event, file) => {
      changed.add(path.resolve(root, file ? String(file) : ''));
      clearTimeout(timer);
      timer = setTimeout(reload, debounceMs);
    }),
  );

  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
