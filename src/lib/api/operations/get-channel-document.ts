import type { components } from '@/generated/api';
import { isApiError } from '../errors';
import { api, call } from '../client';
import type { TranslationLanguage } from './get-translations';

export type ChannelDocument = components['schemas']['ChannelDocument'];

/**
 * The channel document: public config, every section, the structure and one language's
 * translations in one call (x-assumed). With `held` (a document's `version`) it is a conditional
 * request: `'current'` when the backend answers 304. Fails like any call (a backend without it: 404).
 */
export async function getChannelDocument(language: TranslationLanguage, held?: string): Promise<ChannelDocument | 'current'> {
  try {
    return await call(
      api().GET('/platform/config/document', {
        params: { query: { language }, header: held ? { 'If-None-Match': `"${held}"` } : {} },
      }),
      { silent: true },
    );
  } catch (error) {
    if (held && isApiError(error) && error.kind === 'http' && error.status === 304) return 'current';
    throw error;
  }
}
