import type { QueryClient } from '@tanstack/react-query';
import { configureApi, setChannelId } from '@/lib/api/client';
import { sectionNames } from '@/generated/section-names';
import { configSectionQuery, type SectionName } from '@/lib/api/operations/get-config-section';
import { domainConfigQuery } from '@/lib/api/operations/get-domain-config';
import { portalStructureQuery } from '@/lib/api/operations/get-portal-structure';
import { publicConfigQuery, type PublicConfig } from '@/lib/api/operations/get-public-config';
import { translationsQuery } from '@/lib/api/operations/get-translations';
import { loadDateLocale } from '@/lib/format/date-locales';
import { languageFromGeneral, resolveLanguage, type Language } from '@/lib/i18n/languages';
import { loadShippedBundle } from '@/lib/i18n/shipped-bundles';
import type { RuntimeSettings } from '@/lib/runtime-settings';

export const SECTION_NAMES: readonly SectionName[] = sectionNames;

const LAST_LANGUAGE_KEY = 'portal.language';

export type BootData = {
  channelId: string | null;
  publicConfig: PublicConfig;
  language: Language;
  translations: Record<string, string> | null;
  rawSections: Partial<Record<SectionName, unknown>>;
  /** The channel's route table, screens and forms as served (undefined when the call failed: built-in defaults). */
  rawStructure: unknown;
};

function lastKnownLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(LAST_LANGUAGE_KEY));
  } catch {
    return 'en';
  }
}

function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode): the next boot guesses en and corrects itself.
  }
}

/**
 * Loads everything the first screen needs in the fewest sequential round trips: the domain config
 * (only when the channel is not fixed and this is not the built-in domain), then public config,
 * every section, the route table/screens/forms and the translations of the last-known language in
 * parallel. Only when the
 * configured language differs from that guess does a second translations call follow.
 */
export async function loadBootData(queryClient: QueryClient, settings: RuntimeSettings, host: string): Promise<BootData> {
  configureApi({ baseUrl: settings.apiBaseUrl, channelId: settings.channelId ?? null });

  let channelId = settings.channelId ?? null;
  if (!channelId && host !== settings.builtInDomain) {
    const domain = await queryClient.fetchQuery(domainConfigQuery(host)).catch(() => null);
    channelId = domain?.channel_id ?? null;
    setChannelId(channelId);
  }

  const guess = lastKnownLanguage();
  // The language's date locale and shipped bundle are chunks: fetch them beside the config, so
  // i18n init finds them loaded instead of adding a round trip before the first render.
  void loadDateLocale(guess).catch(() => undefined);
  if (guess !== 'en') void loadShippedBundle(guess).catch(() => undefined);
  const translationsOf = (language: Language) =>
    queryClient.fetchQuery(translationsQuery(language)).catch(() => null);
  const [publicConfig, guessedTranslations, rawStructure, ...sections] = await Promise.all([
    queryClient.fetchQuery(publicConfigQuery()),
    translationsOf(guess),
    queryClient.fetchQuery(portalStructureQuery()).catch(() => undefined),
    ...SECTION_NAMES.map((name) => queryClient.fetchQuery(configSectionQuery(name)).catch(() => undefined)),
  ]);

  if (!channelId && publicConfig.channel_id) {
    channelId = publicConfig.channel_id;
    setChannelId(channelId);
  }

  const general = publicConfig.general.GENERAL as { lang?: string } | undefined;
  const language = languageFromGeneral(general?.lang);
  const translations = language === guess ? guessedTranslations : await translationsOf(language);
  rememberLanguage(language);

  const rawSections: Partial<Record<SectionName, unknown>> = {};
  SECTION_NAMES.forEach((name, index) => {
    if (sections[index] !== undefined) rawSections[name] = sections[index];
  });
  return { channelId, publicConfig, language, translations, rawSections, rawStructure };
}
