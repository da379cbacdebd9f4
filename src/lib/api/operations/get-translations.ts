import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { api, call } from '../client';

export type TranslationLanguage = components['schemas']['Language'];

export const getTranslations = (language: TranslationLanguage) =>
  call(api().GET('/platform/config/translations/{language}', { params: { path: { language } } }), { silent: true });

export const translationsQuery = (language: TranslationLanguage) =>
  queryOptions({
    queryKey: routeKey('platform/config/translations/{language}', { language }),
    queryFn: () => getTranslations(language),
    staleTime: NEVER_STALE,
    meta: publicMeta,
  });
