import type { QueryClient, QueryKey, QueryOptions } from '@tanstack/react-query';
import { sectionNames } from '@/generated/section-names';
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { configSectionQuery, type SectionName } from '@/lib/api/operations/get-config-section';
import { portalStructureQuery } from '@/lib/api/operations/get-portal-structure';
import { publicConfigQuery, toPublicConfig, type PublicConfig } from '@/lib/api/operations/get-public-config';
import { translationsQuery } from '@/lib/api/operations/get-translations';
import type { Language } from '@/lib/i18n/languages';

/** What the boot loaded for the channel, from the channel document or from the individual calls. */
export type LoadedConfig = {
  publicConfig: PublicConfig;
  /** The translations of `translationsLanguage` (null: their call failed or the document lacks them). */
  translations: Record<string, string> | null;
  translationsLanguage: Language;
  /** Undefined when the structure's call failed (built-in defaults). */
  rawStructure: unknown;
  /** Each section as served, in `sectionNames` order; undefined where its call failed. */
  sections: unknown[];
};

/**
 * The document's parts, each put into the query cache under the key of its own call, so a screen
 * reading a section, the structure or the translations finds it there (no second request). A part
 * the document lacks is what its call's failure gives (default section, built-in texts) and is not
 * cached, so a later read asks its own call.
 */
export function seedFromDocument(queryClient: QueryClient, document: ChannelDocument): LoadedConfig {
  // Built with the call's own options first, so the query can be asked again (the service worker's
  // first install asks every cached query again, to keep its answer for a visit without network).
  const seed = <T>(options: QueryOptions<T, Error, T, QueryKey> & { queryKey: QueryKey }, data: T) => {
    queryClient.getQueryCache().build(queryClient, options);
    queryClient.setQueryData(options.queryKey, data);
  };
  const publicConfig = toPublicConfig(document.public);
  seed(publicConfigQuery(), publicConfig);
  const has = (part: object, key: string) => Object.prototype.hasOwnProperty.call(part, key);
  const sections = sectionNames.map((name: SectionName) => {
    if (!has(document.sections, name)) return undefined;
    const section = (document.sections as Record<string, unknown>)[name];
    seed(configSectionQuery(name), section);
    return section;
  });
  if (document.structure !== undefined) seed(portalStructureQuery(), document.structure);
  if (document.translations !== undefined) seed(translationsQuery(document.language), document.translations);
  return {
    publicConfig,
    translations: document.translations ?? null,
    translationsLanguage: document.language,
    rawStructure: document.structure,
    sections,
  };
}
