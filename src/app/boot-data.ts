import type { QueryClient } from '@tanstack/react-query';
import { configureApi, getApiRoot, setChannelId } from '@/lib/api/client';
import { sectionNames } from '@/generated/section-names';
import { getChannelDocument, type ChannelDocument } from '@/lib/api/operations/get-channel-document';
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
import { seedFromDocument, type LoadedConfig } from './boot-document';
import { documentFailure, knownToLackDocument, rememberLacksDocument } from './document-fallback';
import { pageMayBeStale, readInlineDocument } from './inline-document';

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
  /** Set when the boot used a channel document that may be stale: the current one's data, or null when it was current. */
  revalidated?: Promise<BootData | null>;
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

/**
 * The language's date locale and shipped bundle are chunks: fetched beside the config, so i18n init
 * finds them loaded instead of adding a round trip before the first render. Each import appends its
 * chunks' preload links: a task of their own, not one with the first calls.
 */
function preloadLanguage(language: Language) {
  void yieldToMain().then(() => {
    void loadDateLocale(language).catch(() => undefined);
    if (language !== 'en') void loadShippedBundle(language).catch(() => undefined);
  });
}

/**
 * Loads everything the first screen needs in the fewest sequential round trips. The channel
 * document placed into `index.html` by the server (`inline`) needs none; else one call of the
 * document for the last-known language, or, when the backend answers anything but the document for
 * it (document-fallback.ts; one that lacks it is not asked again this session), the public config,
 * every section, the route table/screens/forms and the translations in parallel. The first screen's
 * reads (`beside`) go out with them. The channel comes from the deployment (`channelId`), from the
 * inline document, from the public config on the built-in domain, or from the host's domain config:
 * that lookup goes first, unless this host's channel is known from the last boot; then the calls go
 * out with it beside the lookup, and are asked again only when the lookup names another channel.
 * Only when the configured language differs from the one loaded does a translations call follow.
 */
export async function loadBootData(
  queryClient: QueryClient,
  settings: RuntimeSettings,
  host: string,
  /** Runs once the channel is known, as the config calls go out: the first screen's own reads join them. */
  beside: () => unknown = () => undefined,
  inline: ChannelDocument | null = readInlineDocument(settings.channelId ?? null),
): Promise<BootData> {
  configureApi({ baseUrl: settings.apiBaseUrl, channelId: settings.channelId ?? null, demoClock: settings.demo });
  const onOwnDomain = !settings.channelId && host !== settings.builtInDomain;
  const guess = lastKnownLanguage();
  const translationsOf = (language: Language) =>
    queryClient.fetchQuery(translationsQuery(language)).catch(() => null);

  if (inline) {
    const lang = (inline.public.general as Record<string, unknown>)['GENERAL.lang'];
    preloadLanguage(languageFromGeneral(typeof lang === 'string' ? lang : null));
    const channelId = settings.channelId ?? inline.channel_id;
    setChannelId(channelId);
    if (onOwnDomain) rememberChannel(host, channelId);
    // The document's parse, the first route's first requests and the cache's seeding are a task
    // each: together they were the boot's longest task.
    await yieldToMain();
    beside();
    await yieldToMain();
    const data = await bootDataOf(seedFromDocument(queryClient, inline), channelId, translationsOf);
    if (pageMayBeStale()) data.revalidated = revalidate(queryClient, inline, channelId, translationsOf);
    return data;
  }

  let channelId = settings.channelId ?? null;
  let lookup: Promise<string | null> | null = null;
  if (onOwnDomain) {
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

  preloadLanguage(guess);
  // The calls go out a few per task (docs/performance.md), the first screen's own reads
  // (`beside`) interleaved with the config's. Each pending call is marked handled at once (it may
  // fail before the last group is out); Promise.all still sees its failure.
  const loadEach = async (): Promise<LoadedConfig> => {
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
    const [publicConfig, translations, rawStructure, ...sections] = (await Promise.all(pending)) as [PublicConfig, Record<string, string> | null, unknown, ...unknown[]];
    return { publicConfig, translations, translationsLanguage: guess, rawStructure, sections };
  };
  const loadAll = async (): Promise<LoadedConfig> => {
    beside();
    // `beside` started its first reads in this task; the config's calls start in the next.
    await yieldToMain();
    if (knownToLackDocument(getApiRoot(), channelId)) return loadEach();
    let document: ChannelDocument | 'current';
    try {
      document = await getChannelDocument(guess);
    } catch (error) {
      // Ours, never the reason a channel does not start: the individual calls decide.
      if (documentFailure(error) === 'lacks') rememberLacksDocument(getApiRoot(), channelId);
      return loadEach();
    }
    return document === 'current' ? loadEach() : seedFromDocument(queryClient, document);
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
  if (channelId && onOwnDomain) rememberChannel(host, channelId);
  if (!channelId && loaded.publicConfig.channel_id) {
    channelId = loaded.publicConfig.channel_id;
    setChannelId(channelId);
  }
  return bootDataOf(loaded, channelId, translationsOf);
}

/** The boot's data from what was loaded; the configured language's translations when others were loaded. */
async function bootDataOf(
  loaded: LoadedConfig,
  channelId: string | null,
  translationsOf: (language: Language) => Promise<Record<string, string> | null>,
): Promise<BootData> {
  const { publicConfig, rawStructure } = loaded;
  const general = publicConfig.general.GENERAL as { lang?: string } | undefined;
  const language = languageFromGeneral(general?.lang);
  const translations = language === loaded.translationsLanguage ? loaded.translations : await translationsOf(language);
  rememberLanguage(language);
  const rawSections: Partial<Record<SectionName, unknown>> = {};
  SECTION_NAMES.forEach((name, index) => {
    if (loaded.sections[index] !== undefined) rawSections[name] = loaded.sections[index];
  });
  return { channelId, publicConfig, language, translations, rawSections, rawStructure };
}

/**
 * The inline document of a page that may be older than this load, asked again with its version:
 * null when it is current (304) or the call fails, else the boot data of the current document
 * (shown on this same load, render-stage-app.tsx).
 */
async function revalidate(
  queryClient: QueryClient,
  inline: ChannelDocument,
  channelId: string,
  translationsOf: (language: Language) => Promise<Record<string, string> | null>,
): Promise<BootData | null> {
  try {
    const current = await getChannelDocument(inline.language, inline.version);
    if (current === 'current') return null;
    return await bootDataOf(seedFromDocument(queryClient, current), channelId, translationsOf);
  } catch {
    return null;
  }
}
