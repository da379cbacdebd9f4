// Watch mode's store side: the active preset read again from disk and served without re-seeding.
import { reloadPreset } from '../preset-source';
import { changesBetween, configOf, operatorDesk } from './operator-store';
import type { DemoStore } from './demo-store';

export type ReloadResult = { status: 'reloaded'; version: number; changes: number } | { status: 'unchanged' } | { status: 'invalid'; errors: string[] };

/**
 * Reads the active preset (and the presets it extends) again. A valid preset whose config differs
 * from the served one becomes a version of kind `file` of the demo's channel and is served at once,
 * also over a studio publish: the files are the operator's latest word. Sessions and member data
 * stay. An invalid preset changes nothing: the last good config keeps being served.
 */
export function reloadActivePreset(store: DemoStore): ReloadResult {
  const result = reloadPreset(store.preset.name);
  if ('errors' in result) return { status: 'invalid', errors: result.errors };
  const desk = operatorDesk(store);
  const config = configOf(result.preset);
  const changes = changesBetween(desk.current(store.channelId).config, config);
  if (changes.length === 0) return { status: 'unchanged' };
  const version = desk.addVersion(store.channelId, 'file', 'file', `Preset files of ${store.preset.name} changed`, config);
  return { status: 'reloaded', version: version.number, changes: changes.length };
}
