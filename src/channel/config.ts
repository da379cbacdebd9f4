// A channel's config (what a version holds: the contract's PublishedChannel) and a built preset
// (what a preset folder builds to and the studio edits): the one conversion each way.
import type { components } from '@/generated/api';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { languagesOf } from './languages';

export type ChannelConfig = components['schemas']['PublishedChannel'];

/** What a config takes of a preset: its channel parts, without its name, description, seed or format. */
export type PresetParts = Pick<BuiltPreset, 'sections' | 'general' | 'translations' | 'routes' | 'screens' | 'forms'> & { languages?: readonly string[] | undefined };

/** A built preset (or a draft) as a channel config: what a version, a draft and a publish carry, with its `languages`. */
export function configOfPreset(built: PresetParts): ChannelConfig {
  const { languages, sections, general, translations, routes, screens, forms } = built;
  return { ...(languages ? { languages } : {}), sections, general, translations, ...(routes ? { routes } : {}), ...(screens ? { screens } : {}), ...(forms ? { forms } : {}) } as ChannelConfig;
}

/**
 * A config as a built preset (a draft the studio opens, the candidate the verdict checks), in the
 * channel's languages (`languagesOf`). `name` becomes a preset folder name (the schema's rule).
 */
export function presetOfConfig(name: string, config: ChannelConfig, channelLanguages: readonly string[] = []): BuiltPreset {
  return {
    name: name.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    seed: {},
    general: {},
    translations: {},
    ...config,
    languages: languagesOf(config, channelLanguages),
  } as BuiltPreset;
}
