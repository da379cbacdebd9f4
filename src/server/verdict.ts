// One verdict: a config the service is asked to save as a proposal, publish or schedule is checked
// exactly as `npm run preset -- validate` and the studio check it (checkBuiltPreset, every check
// that needs no folder), with the channel's own languages and its asset library.
import type { BuiltPreset } from '@/presets/build';
import { checkBuiltPreset } from '@/presets/validate';
import type { Config } from './store/types';

export type Problem = { pointer: string; message: string };

/** The languages a config is checked in: its own `languages`, else the channel's, else its translations'. */
export function languagesOf(config: Config, channelLanguages: readonly string[]): string[] {
  if (Array.isArray(config.languages) && config.languages.length > 0) return [...config.languages];
  if (channelLanguages.length > 0) return [...channelLanguages];
  const own = Object.keys(config.translations ?? {});
  return own.length > 0 ? own : ['en'];
}

/** The errors that keep a config from going live (empty: it may). */
export function verdictErrors(config: Config, channelLanguages: readonly string[], assets?: ReadonlySet<string>): Problem[] {
  const { languages: _languages, ...rest } = config;
  const candidate = { name: 'published', seed: {}, general: {}, translations: {}, ...rest, languages: languagesOf(config, channelLanguages) } as BuiltPreset;
  return checkBuiltPreset(candidate, assets)
    .filter((f) => f.severity === 'error')
    .map(({ pointer, message }) => ({ pointer, message }));
}
