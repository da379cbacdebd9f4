import type { IdPatchOperation } from './id-patch';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A screen or form that patches the inherited / built-in one of the same name: `{ "patch": [...] }`
 * (RFC 6902 operations, id segments allowed). Kept apart from id-patch so checking costs no chunk.
 */
export const isPatchDocument = (value: unknown): value is { patch: IdPatchOperation[] } =>
  isObject(value) && Array.isArray(value.patch) && !('blocks' in value) && !('schema' in value);
