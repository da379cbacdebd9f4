// A channel's languages: the one rule the service, the studio, the CLIs and the demo read them by.
import { languageFromGeneral } from '@/lib/i18n/languages';

type WithLanguages = { languages?: readonly unknown[] | undefined; general?: Record<string, unknown> | undefined };

/**
 * The languages a channel serves and is checked in: the config's own `languages`, else the channel's
 * (`channels.languages`: a preset's `languages` when it was seeded or imported), else the channel
 * language (GENERAL.lang) alone. Never the languages its translations hold: a preset's translations
 * inherit every shipped language of the presets it extends, and a text in a language outside this
 * list is one the channel does not serve.
 */
export function languagesOf(config: WithLanguages, channelLanguages: readonly string[] = []): string[] {
  const own = Array.isArray(config.languages) ? config.languages.filter((l): l is string => typeof l === 'string') : [];
  if (own.length > 0) return [...new Set(own)];
  if (channelLanguages.length > 0) return [...new Set(channelLanguages)];
  const lang = config.general?.['GENERAL.lang'];
  return [languageFromGeneral(typeof lang === 'string' ? lang : undefined)];
}
