// The config reads members make, built once per channel version (and language) and kept in memory:
// public config, sections, structure, translations and the channel document. A version never
// changes, so an entry is valid for as long as the version is current; older ones are dropped.
import { createHash } from 'node:crypto';
import { sectionNames } from '@/generated/section-names';
import { languageFromGeneral, type Language } from '@/lib/i18n/languages';
import type { components } from '@/generated/api';
import { jsonText, type JsonText } from '../http';
import type { Config } from '../store/types';
import { servedTranslations } from './translations';

export type Overlay = {
  /** Part of the cache key: the overlay's settings (the demo's analytics switch), '' when none. */
  key: string;
  /** The GENERAL section as served with the overlay applied. */
  general: (section: Record<string, unknown>) => Record<string, unknown>;
};

export type ServedConfig = {
  channelId: string;
  version: number;
  etag: string;
  public: { channel_id: string; general: Record<string, unknown> };
  sections: Record<string, Record<string, unknown>>;
  structure: Record<string, unknown>;
  language: Language;
  translations: (language: Language) => Record<string, string>;
  document: (language: Language) => ServedDocument;
};

/** The channel document in one language: its ETag and its `{data}` body written ahead. */
export type ServedDocument = { etag: string; body: JsonText<{ data: components['schemas']['ChannelDocument'] }> };

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 10);

function build(channelId: string, version: number, config: Config, overlay: Overlay | null): ServedConfig {
  const suffix = overlay?.key ? `-${hashOf(overlay.key)}` : '';
  const sections: Record<string, Record<string, unknown>> = {};
  for (const name of sectionNames) {
    const section = (config.sections as Record<string, Record<string, unknown> | undefined>)[name] ?? {};
    sections[name] = name === 'GENERAL' && overlay ? overlay.general(section) : section;
  }
  const general = { 'GENERAL.lang': 'en', ...(config.general ?? {}) };
  const lang = general['GENERAL.lang'];
  const structure = {
    ...(config.routes ? { routes: config.routes } : {}),
    ...(config.screens ? { screens: config.screens } : {}),
    ...(config.forms ? { forms: config.forms } : {}),
  };
  const texts = new Map<Language, Record<string, string>>();
  const translations = (language: Language) => {
    let served = texts.get(language);
    if (!served) {
      served = servedTranslations(language, (config.translations as Record<string, Record<string, string>> | undefined)?.[language] ?? {});
      texts.set(language, served);
    }
    return served;
  };
  const documents = new Map<Language, ServedDocument>();
  const publicConfig = { channel_id: channelId, general };
  const served: ServedConfig = {
    channelId,
    version,
    etag: `"${channelId}.v${version}${suffix}"`,
    public: publicConfig,
    sections,
    structure,
    language: languageFromGeneral(typeof lang === 'string' ? lang : null),
    translations,
    document: (language) => {
      let document = documents.get(language);
      if (!document) {
        const tag = `${channelId}.v${version}.${language}${suffix}`;
        const data = { version: tag, channel_id: channelId, language, public: publicConfig, sections, structure, translations: translations(language) };
        document = { etag: `"${tag}"`, body: jsonText({ data }) };
        documents.set(language, document);
      }
      return document;
    },
  };
  return served;
}

/** Served configs by channel: the current version's, rebuilt when the version (or overlay) changes. */
export class ServedCache {
  private readonly entries = new Map<string, ServedConfig & { overlayKey: string }>();

  async get(channelId: string, version: number, overlay: Overlay | null, load: () => Promise<Config>): Promise<ServedConfig> {
    const key = overlay?.key ?? '';
    const held = this.entries.get(channelId);
    if (held && held.version === version && held.overlayKey === key) return held;
    const served = Object.assign(build(channelId, version, await load(), overlay), { overlayKey: key });
    this.entries.set(channelId, served);
    return served;
  }

  /** The copy last served for a channel (with this overlay), whatever its version: what member reads get while the store is away. */
  held(channelId: string, overlay: Overlay | null): ServedConfig | null {
    const held = this.entries.get(channelId);
    return held && held.overlayKey === (overlay?.key ?? '') ? held : null;
  }

  clear(): void {
    this.entries.clear();
  }
}
