import type { FormDefinition, FormSource } from './types';

/** A registry form source (definition or loader, possibly a JSON module) as a definition. */
export async function loadFormSource(source: FormSource): Promise<FormDefinition> {
  if (typeof source !== 'function') return source;
  const loaded = await source();
  return 'default' in loaded ? loaded.default : loaded;
}
