import type { components } from '@/generated/api';
import { ApiError, isApiError } from '../errors';
import { api, call } from '../client';
import type { TranslationLanguage } from './get-translations';

export type ChannelDocument = components['schemas']['ChannelDocument'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a value has the document's shape: a `version`, the channel and language, the channel's
 * public config and its sections (each part is validated where its own call's answer would be).
 */
export function isChannelDocument(value: unknown): value is ChannelDocument {
  if (!isObject(value) || typeof value.version !== 'string' || !value.version) return false;
  if (typeof value.channel_id !== 'string' || typeof value.language !== 'string') return false;
  return isObject(value.public) && isObject(value.public.general) && isObject(value.sections);
}

/**
 * The channel document: public config, every section, the structure and one language's
 * translations in one call (x-assumed). With `held` (a document's `version`) it is a conditional
 * request: `'current'` when the backend answers 304. Fails like any call (a backend without it: 404,
 * or what a gateway answers for an unknown path); a body that is not a document fails as `unreadable`.
 */
export async function getChannelDocument(language: TranslationLanguage, held?: string): Promise<ChannelDocument | 'current'> {
  let body: unknown;
  try {
    body = await call(
      api().GET('/platform/config/document', {
        params: { query: { language }, header: held ? { 'If-None-Match': `"${held}"` } : {} },
      }),
      { silent: true },
    );
  } catch (error) {
    if (held && isApiError(error) && error.kind === 'http' && error.status === 304) return 'current';
    throw error;
  }
  if (!isChannelDocument(body)) throw new ApiError('unreadable', 'unreadable');
  return body;
}
