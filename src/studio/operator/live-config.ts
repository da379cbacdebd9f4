// The channel's own languages on a config the studio opens: every language of the channel is there,
// with its (possibly empty) texts, so a text typed for a language lands in that language. The live
// version itself opens through the operator calls (use-channel-status.ts, publishedDraft), never
// through a member's config reads, which a shared cache may serve stale.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';

/** The live config with the channel's own languages, each with its (possibly empty) texts. */
export function withLanguages(live: BuiltPreset, languages: readonly string[] | null): BuiltPreset {
  if (!languages || languages.length === 0) return live;
  const translations = { ...live.translations };
  for (const language of languages) translations[language] ??= {};
  return { ...live, languages: [...languages], translations };
}
