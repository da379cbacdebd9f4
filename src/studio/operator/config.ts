// A studio draft (a built preset) and the contract's channel config (what a version holds).
import type { components } from '@/generated/api';
import { languageFromGeneral } from '@/lib/i18n/languages';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';

export type ChannelConfig = components['schemas']['PublishedChannel'];

/** The config a draft saves, proposes and publishes: with the channel's `languages`, so every check runs on them. */
export function toConfig(draft: BuiltPreset): ChannelConfig {
  const { languages, sections, general, translations, routes, screens, forms } = draft;
  return { languages, sections, general, translations, ...(routes ? { routes } : {}), ...(screens ? { screens } : {}), ...(forms ? { forms } : {}) } as ChannelConfig;
}

/**
 * The channel's languages as the config gives them. A config without any (one saved before they were
 * sent) has the channel language (GENERAL.lang) alone: the languages its translations hold are not the
 * channel's (a preset's translations inherit every shipped language of the presets it extends).
 */
export function languagesOf(config: Pick<ChannelConfig, 'languages' | 'general'>): string[] {
  const served = Array.isArray(config.languages) ? config.languages.filter((l): l is NonNullable<typeof l> => typeof l === 'string') : [];
  if (served.length > 0) return [...new Set(served)];
  const lang = config.general?.['GENERAL.lang'];
  return [languageFromGeneral(typeof lang === 'string' ? lang : undefined)];
}

/** A config as a draft the studio opens; `name` becomes a preset folder name (the schema's rule). */
export function toPreset(name: string, config: ChannelConfig): BuiltPreset {
  return {
    name: name.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    seed: {},
    general: {},
    translations: {},
    ...config,
    languages: languagesOf(config),
  } as BuiltPreset;
}
