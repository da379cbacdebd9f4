// A studio draft (a built preset) and the contract's channel config (what a version holds).
import type { components } from '@/generated/api';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';

export type ChannelConfig = components['schemas']['PublishedChannel'];

export function toConfig(draft: BuiltPreset): ChannelConfig {
  const { sections, general, translations, routes, screens, forms } = draft;
  return { sections, general, translations, ...(routes ? { routes } : {}), ...(screens ? { screens } : {}), ...(forms ? { forms } : {}) } as ChannelConfig;
}

/** A config as a draft the studio opens; `name` becomes a preset folder name (the schema's rule). */
export function toPreset(name: string, config: ChannelConfig): BuiltPreset {
  return { name: name.toLowerCase().replace(/[^a-z0-9-]+/g, '-'), languages: Object.keys(config.translations ?? {}), seed: {}, general: {}, translations: {}, ...config } as BuiltPreset;
}
