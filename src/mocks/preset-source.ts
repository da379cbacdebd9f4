// Reads a channel preset for the demo backend from channel-presets/<name>/ with plain fs (the demo
// backend runs under Node only: the demo server and vitest). A preset deep-merges over the one it
// `extends` (default: `default`): objects merge, arrays replace. A missing file counts as empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
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
};

type Json = Record<string, unknown>;

const presetsRoot = fileURLToPath(new URL('../../channel-presets/', import.meta.url));

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; arrays and scalars of `over` replace those of `base`. */
export function deepMerge<T extends Json>(base: T, over: Json): T {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out as T;
}

function readJson(file: string): Json {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isObject(parsed) ? parsed : {};
  } catch (error) {
    console.warn(`demo preset: ignoring unreadable ${file}: ${(error as Error).message}`);
    return {};
  }
}

function readFolder(dir: string): Record<string, Json> {
  if (!existsSync(dir)) return {};
  const out: Record<string, Json> = {};
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.json')) out[file.slice(0, -'.json'.length)] = readJson(path.join(dir, file));
  }
  return out;
}

function readOne(name: string): Json {
  const dir = path.join(presetsRoot, name);
  return {
    sections: readFolder(path.join(dir, 'sections')),
    translations: readFolder(path.join(dir, 'translations')),
    general: readJson(path.join(dir, 'general.json')),
    seed: readJson(path.join(dir, 'seed.json')),
  };
}

/** Names of the presets present on disk. */
export function listPresets(): string[] {
  if (!existsSync(presetsRoot)) return [];
  return readdirSync(presetsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The preset `name` merged over its ancestors (cycles and unknown parents stop the chain). */
export function loadPreset(name: string): LoadedPreset {
  const chain: string[] = [];
  let current: string | undefined = name;
  while (current && !chain.includes(current)) {
    chain.unshift(current);
    if (current === 'default') break;
    const meta = readJson(path.join(presetsRoot, current, 'preset.json'));
    current = typeof meta.extends === 'string' ? meta.extends : 'default';
  }
  const merged = chain.reduce<Json>((acc, preset) => deepMerge(acc, readOne(preset)), {
    sections: {},
    translations: {},
    general: {},
    seed: {},
  });
  return { name, ...(merged as Omit<LoadedPreset, 'name'>) };
}

/** Whether channel-presets/<name>/ exists (the default preset always counts). */
export function presetExists(name: string): boolean {
  return name === 'default' || (/^[a-z0-9][a-z0-9-]{0,40}$/.test(name) && existsSync(path.join(presetsRoot, name)));
}
