// "Live config" for the channel the operator works on. The contract's config reads answer for the
// channel of the host the studio runs on (the deployment's), whatever channel the operator chose: for
// another channel its published version is what its members are served, so that opens. Either way
// the languages are the channel's own (its published version's), never guessed from the languages
// whose served texts differ from the shipped ones (a channel inherits its parent preset's texts in
// every language): a text typed for a language lands in that language.
import { getChannelStatus } from '@/lib/api/operations/get-channel-status';
import { getVersion } from '@/lib/api/operations/get-version';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { LIVE, openLive } from '../sources';
import { languagesOf } from './config';
import { publishedDraft } from './use-channel-status';

/** The languages of the channel's published version (null when the channel service cannot say). */
async function publishedLanguages(): Promise<string[] | null> {
  try {
    const status = await getChannelStatus();
    const version = await getVersion(status.version.number);
    return version.config ? languagesOf(version.config) : null;
  } catch {
    return null;
  }
}

/** The live config with the channel's own languages, each with its (possibly empty) texts. */
export function withLanguages(live: BuiltPreset, languages: readonly string[] | null): BuiltPreset {
  if (!languages || languages.length === 0) return live;
  const translations = { ...live.translations };
  for (const language of languages) translations[language] ??= {};
  return { ...live, languages: [...languages], translations };
}

/**
 * The channel's published version, whole: what a proposal is made from. The contract's reads cannot
 * give it (a text equal to the shipped one, and a language without texts of its own, are not told
 * apart from no text at all: a save would drop them), so they are the fallback when the channel
 * service cannot answer.
 */
export async function openLiveConfig(deploymentChannel: string | null | undefined, channel: string): Promise<{ source: string; draft: BuiltPreset }> {
  if (deploymentChannel && channel !== deploymentChannel) return publishedDraft();
  const published = await publishedDraft().catch(() => null);
  if (published) return { source: LIVE, draft: published.draft };
  const [live, languages] = await Promise.all([openLive(), publishedLanguages()]);
  return { source: LIVE, draft: withLanguages(live, languages) };
}
