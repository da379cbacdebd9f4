// What a platform serves, read through the contract's own calls and put together as a channel
// config (what a publish carries): the channel of a domain (getDomainConfig), the public config,
// the sections, the structure and the translations. The channel document is ours: a platform that
// lacks it (401, 404, anything but a 2xx document) is read call by call; the sections and the
// structure are ours too, so a platform without them gives none (the portal's defaults). The
// texts kept per language are those that differ from the shipped bundle, as the studio's live
// config keeps them; languages whose texts are all shipped ones are left out, except the channel's.
import { sectionNames } from '@/generated/section-names';
import { isObject } from '@/lib/preset-check/built-preset';
import { languageFromGeneral, supportedLanguages, type Language } from '@/lib/i18n/languages';
import { servedTranslations } from '../config/translations';
import type { Config } from '../store/types';
import { fetchJson } from './guarded-fetch';
import { ImportError, type ImportSettings } from './import-rules';

export type PlatformSource = {
  /** The platform's API base, e.g. `https://platform.example.com/wl/v1`. */
  url: string;
  /** A member-facing domain of the channel: its channel comes from getDomainConfig. */
  domain?: string | undefined;
  /** The platform's channel id (X-Channel-Id), when no domain names it. */
  channelId?: string | undefined;
};

export type PlatformConfig = {
  config: Config;
  /** The platform's channel id, as its public config names it. */
  channelId: string;
  /** Our calls the platform did not answer (they are ours, a platform may lack them). */
  missing: string[];
};

type Json = Record<string, unknown>;

const dataOf = (value: unknown): unknown => (isObject(value) ? value.data : undefined);

/** The texts that differ from the shipped bundle of the language. */
function ownTexts(language: Language, served: Json): Record<string, string> {
  const shipped = servedTranslations(language);
  return Object.fromEntries(Object.entries(served).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && shipped[entry[0]] !== entry[1]));
}

export async function fetchPlatformConfig(source: PlatformSource, settings: ImportSettings): Promise<PlatformConfig> {
  const base = source.url.replace(/\/+$/, '');
  let budget = 0;
  const get = async (path: string, headers: Record<string, string>) => {
    const answer = await fetchJson(`${base}/${path}`, headers, settings);
    budget += JSON.stringify(answer.value ?? null).length;
    if (budget > 8 * settings.maxBytes) throw new ImportError(502, 'IMPORT_TOO_LARGE', `The platform's answers hold over ${8 * settings.maxBytes} bytes in all`, { host: new URL(base).host, limit: 8 * settings.maxBytes });
    return answer;
  };

  let channel = source.channelId?.trim() || '';
  if (source.domain?.trim()) {
    const domain = source.domain.trim().toLowerCase();
    const answer = await get(`platform/domain/${encodeURIComponent(domain)}/config/public`, {});
    const named = dataOf(answer.value);
    if (!isObject(named) || typeof named.channel_id !== 'string') throw new ImportError(502, 'IMPORT_NO_CHANNEL', `The platform knows no channel of ${domain} (HTTP ${answer.status})`, { domain, status: answer.status });
    channel = named.channel_id;
  }
  const headers: Record<string, string> = channel ? { 'x-channel-id': channel } : {};
  const missing: string[] = [];

  // The channel document, one call for the channel language; the calls one by one without it.
  const document = await get('platform/config/document', headers);
  const whole = dataOf(document.value);
  const fromDocument = document.value !== undefined && isObject(whole) && isObject(whole.public) && isObject(whole.sections);
  if (!fromDocument) missing.push(`platform/config/document (HTTP ${document.status})`);

  let publicConfig: unknown = fromDocument ? (whole as Json).public : undefined;
  if (!fromDocument) {
    const answer = await get('platform/config/public', headers);
    publicConfig = dataOf(answer.value);
    if (!isObject(publicConfig)) throw new ImportError(502, 'IMPORT_NO_CONFIG', `The platform answered its public config with HTTP ${answer.status}, not a config`, { status: answer.status });
  }
  const general = (isObject((publicConfig as Json).general) ? (publicConfig as Json).general : {}) as Json;
  const platformChannel = typeof (publicConfig as Json).channel_id === 'string' ? ((publicConfig as Json).channel_id as string) : channel;

  const sections: Record<string, Json> = {};
  for (const name of sectionNames) {
    let section: unknown = fromDocument ? ((whole as Json).sections as Json)[name] : undefined;
    if (!fromDocument) {
      const answer = await get(`platform/config/section/${name}`, headers);
      section = dataOf(answer.value);
      if (!isObject(section)) missing.push(`platform/config/section/${name} (HTTP ${answer.status})`);
    }
    if (isObject(section)) sections[name] = section;
  }

  let structure: unknown = fromDocument ? (whole as Json).structure : undefined;
  if (!fromDocument) {
    const answer = await get('platform/config/structure', headers);
    structure = dataOf(answer.value);
    if (!isObject(structure)) missing.push(`platform/config/structure (HTTP ${answer.status})`);
  }

  const nested = isObject(general.GENERAL) ? general.GENERAL.lang : undefined;
  const language = languageFromGeneral(String(general['GENERAL.lang'] ?? nested ?? 'en'));
  const translations: Record<string, Record<string, string>> = {};
  for (const l of [language, ...supportedLanguages.filter((other) => other !== language)]) {
    let served: unknown = fromDocument && l === (whole as Json).language ? (whole as Json).translations : undefined;
    if (served === undefined) served = dataOf((await get(`platform/config/translations/${l}`, headers)).value);
    const own = isObject(served) ? ownTexts(l, served) : {};
    if (Object.keys(own).length > 0 || l === language) translations[l] = own;
  }

  const config: Config = { languages: Object.keys(translations) as Language[], sections, general, translations };
  if (isObject(structure)) {
    for (const key of ['routes', 'screens', 'forms'] as const) if (isObject(structure[key])) (config as Json)[key] = structure[key];
  }
  return { config, channelId: platformChannel, missing };
}
