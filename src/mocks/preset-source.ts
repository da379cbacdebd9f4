// The one place the demo backend reads a channel preset. It delegates to the preset builder
// (src/presets/build.ts: channel-presets/<name>/ deep-merged over the chain it extends, plain
// node:fs), and falls back to empty objects when a preset is missing or unreadable, so the demo
// backend always starts. The demo backend runs under Node only (demo server, vitest).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPreset, deepMerge as mergePresets, listPresets as listPresetFolders, presetNamePattern, resolvePresetDir, type BuiltPreset } from '@/presets/build';
import { validatePresetDir } from '@/presets/validate';
import type { components } from '@/generated/api';

export type SectionName = components['schemas']['SectionName'];
export type Language = components['schemas']['Language'];

/** Demo-data knobs of `seed.json` (see schemas/preset.schema.json). */
export type PresetSeed = {
  seed?: number;
  brand?: string;
  currency?: string;
  locale?: string;
  coupon_names?: 'discount' | 'product' | 'fuel' | 'beauty';
  coupon_count?: number;
  reward_count?: number;
  news_count?: number;
  points?: number;
};

export type LoadedPreset = {
  name: string;
  sections: Partial<Record<SectionName, Record<string, unknown>>>;
  translations: Partial<Record<Language, Record<string, string>>>;
  general: Record<string, unknown>;
  seed: PresetSeed;
  /** The channel's languages (the preset's `languages`), when it names them. */
  languages?: components['schemas']['Language'][];
  /** Route table, screens and forms exactly as `preset build` gives them (served by getPortalStructure). */
  structure: components['schemas']['PortalStructure'];
};

type Json = Record<string, unknown>;

/** Objects merge key by key; arrays and scalars of `over` replace those of `base`. */
export const deepMerge = <T extends Json>(base: T, over: Json): T => mergePresets(base, over) as T;

/** Names of the presets present on disk. */
export const listPresets = (): string[] => listPresetFolders();

/**
 * Whether channel-presets/<name>/ exists (the default preset always counts), or `name` is the
 * absolute path of a folder with a preset.json: a test preset an operator or a test wrote elsewhere.
 */
export function presetExists(name: string): boolean {
  if (path.isAbsolute(name)) return existsSync(path.join(name, 'preset.json'));
  return name === 'default' || (presetNamePattern.test(name) && listPresets().includes(name));
}

const languageOf = (locale: string) => locale.split(/[_-]/)[0]!.toLowerCase();

/**
 * The demo data's language: the channel's (GENERAL.lang) when the seed names another language or
 * none, so a preset that only changes GENERAL.lang (e.g. to bg) gets its demo data in Bulgarian;
 * the seed's own locale when it is the same language (its regional variant picks the faker).
 */
export function seedLocale(seed: PresetSeed, general: Record<string, unknown>): string | undefined {
  const lang = general['GENERAL.lang'];
  if (typeof lang !== 'string' || lang === '') return seed.locale;
  return seed.locale && languageOf(seed.locale) === languageOf(lang) ? seed.locale : lang;
}

/** The preset `name` merged over its ancestors; empty parts when it cannot be read. */
export function loadPreset(name: string): LoadedPreset {
  const empty: LoadedPreset = { name, sections: {}, translations: {}, general: {}, seed: {}, structure: {} };
  if (!presetExists(name)) return empty;
  try {
    return loadedFrom(name, buildPreset(name));
  } catch (error) {
    console.warn(`demo preset ${name}: ${(error as Error).message}; serving empty config`);
    return empty;
  }
}

function loadedFrom(name: string, built: BuiltPreset): LoadedPreset {
  const seed = (built.seed ?? {}) as PresetSeed;
  const locale = seedLocale(seed, built.general ?? {});
  return {
    name,
    sections: built.sections as LoadedPreset['sections'],
    translations: built.translations as LoadedPreset['translations'],
    general: built.general ?? {},
    ...(built.languages ? { languages: built.languages as LoadedPreset['languages'] } : {}),
    seed: locale ? { ...seed, locale } : seed,
    structure: {
      ...(built.routes ? { routes: built.routes } : {}),
      ...(built.screens ? { screens: built.screens } : {}),
      ...(built.forms ? { forms: built.forms } : {}),
    },
  };
}

/**
 * The preset `name` read again from disk with `preset validate`'s verdict: the preset, or the
 * error findings (`source: message` lines) when it may not be served.
 */
export function reloadPreset(name: string): { preset: LoadedPreset } | { errors: string[] } {
  try {
    const found = validatePresetDir(resolvePresetDir(name)).findings.filter((f) => f.severity === 'error');
    if (found.length > 0) return { errors: found.map((f) => `${f.source ?? f.pointer}: ${f.message}`) };
    return { preset: loadedFrom(name, buildPreset(name)) };
  } catch (error) {
    return { errors: [(error as Error).message] };
  }
}

/** The built preset `name` (what `preset build` prints), for the studio; null when it cannot be read. */
export function builtPreset(name: string): BuiltPreset | null {
  if (!presetExists(name)) return null;
  try {
    return buildPreset(name);
  } catch {
    return null;
  }
}

type PublishedChannel = components['schemas']['PublishedChannel'];

/** The preset as the demo serves it, with a published channel config in place of its own. */
export function withPublished(preset: LoadedPreset, channel: PublishedChannel): LoadedPreset {
  return {
    ...preset,
    sections: channel.sections as LoadedPreset['sections'],
    general: channel.general ?? {},
    translations: (channel.translations ?? {}) as LoadedPreset['translations'],
    structure: {
      ...(channel.routes ? { routes: channel.routes } : {}),
      ...(channel.screens ? { screens: channel.screens } : {}),
      ...(channel.forms ? { forms: channel.forms } : {}),
    },
  };
}
