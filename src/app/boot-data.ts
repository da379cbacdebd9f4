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
import { LAST_LANGUAGE_KEY } from '@/lib/i18n/boot-label';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { inShortTasks, yieldToMain } from '@/lib/when-idle';

export const SECTION_NAMES: readonly SectionName[] = sectionNames;


export type BootData = {
  channelId: string | null;
  publicConfig: PublicConfig;
  language: Language;
  translations: Record<string, string> | null;
  rawSections: Partial<Record<SectionName, unknown>>;
  /** The channel's route table, screens and forms as served (undefined when the call failed: built-in defaults). */
  rawStructure: unknown;
  /** Studio preview only: one screen shown alone (src/app/isolated-screen.tsx) instead of the routed portal. */
  only?: { name: string; screen: unknown };
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

const LAST_CHANNEL_KEY = 'portal.channel';

/** The channel the domain config gave this host at the last boot (null: none known). */
function lastChannelOf(host: string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_CHANNEL_KEY) ?? 'null') as { host?: unknown; channelId?: unknown } | null;
    return stored?.host === host && typeof stored.channelId === 'string' ? stored.channelId : null;
  } catch {
    return null;
  }
}

function rememberChannel(host: string, channelId: string) {
  try {
    localStorage.setItem(LAST_CHANNEL_KEY, JSON.stringify({ host, channelId }));
  } catch {
    // Storage may be unavailable: every boot then waits for the domain config.
  }
}

type Loaded = [PublicConfig, Record<string, string> | null, unknown, ...unknown[]];

/**
 * Loads everything the first screen needs in the fewest sequential round trips: public config,
 * every section, the route table/screens/forms and the translations of the last-known language in
 * parallel, with the first screen's reads (`beside`). The channel comes from the deployment
 * (`channelId`), from the public config on the built-in domain, or from the host's domain config:
 * that lookup goes first, unless this host's channel is known from the last boot; then the calls go
 * out with it beside the lookup, and are asked again only when the lookup names another channel.
 * Only when the configured language differs from the guess does a second translations call follow.
 */
export async function loadBootData(
  queryClient: QueryClient,
  settings: RuntimeSettings,
  host: string,
  /** Runs once the channel is known, as the config calls go out: the first screen's own reads join them. */
  beside: () => unknown = () => undefined,
): Promise<BootData> {
  configureApi({ baseUrl: settings.apiBaseUrl, channelId: settings.channelId ?? null, demoClock: settings.demo });

  let channelId = settings.channelId ?? null;
  let lookup: Promise<string | null> | null = null;
  if (!channelId && host !== settings.builtInDomain) {
    lookup = queryClient.fetchQuery(domainConfigQuery(host)).then(
      (domain) => domain?.channel_id ?? null,
      () => null,
    );
    channelId = lastChannelOf(host);
    if (!channelId) {
      channelId = await lookup;
      lookup = null;
    }
    setChannelId(channelId);
  }

  const guess = lastKnownLanguage();
  // The language's date locale and shipped bundle are chunks: fetch them beside the config, so
  // i18n init finds them loaded instead of adding a round trip before the first render. Each
  // import appends its chunks' preload links: a task of their own, not one with the first calls.
  void yieldToMain().then(() => {
    void loadDateLocale(guess).catch(() => undefined);
    if (guess !== 'en') void loadShippedBundle(guess).catch(() => undefined);
  });
  const translationsOf = (language: Language) =>
    queryClient.fetchQuery(translationsQuery(language)).catch(() => null);
  // The calls go out a few per task (docs/performance.md), the first screen's own reads
  // (`beside`) interleaved with the config's. Each pending call is marked handled at once (it may
  // fail before the last group is out); Promise.all still sees its failure.
  const loadAll = async (): Promise<Loaded> => {
    beside();
    // `beside` started its first reads in this task; the config's calls start in the next.
    await yieldToMain();
    const pending: Promise<unknown>[] = [];
    const add = (call: () => Promise<unknown>) => () => {
      const started = call();
      started.catch(() => undefined);
      pending.push(started);
    };
    await inShortTasks([
      add(() => queryClient.fetchQuery(publicConfigQuery())),
      add(() => translationsOf(guess)),
      add(() => queryClient.fetchQuery(portalStructureQuery()).catch(() => undefined)),
      ...SECTION_NAMES.map((name) => add(() => queryClient.fetchQuery(configSectionQuery(name)).catch(() => undefined))),
    ]);
    return Promise.all(pending) as Promise<Loaded>;
  };
  let loaded = await loadAll();
  if (lookup) {
    const actual = await lookup;
    if (actual !== null && actual !== channelId) {
      // The host now serves another channel: what was asked with the remembered one is dropped.
      queryClient.clear();
      channelId = actual;
      setChannelId(channelId);
      loaded = await loadAll();
    }
  }
  if (channelId && !settings.channelId && host !== settings.builtInDomain) rememberChannel(host, channelId);
  const [publicConfig, guessedTranslations, rawStructure, ...sections] = loaded;

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
