import type { FormDefinition, FormSource } from './types';

/** Each loader's definition once it has loaded: a form shown again (or hydrated) renders at once. */
const loadedSources = new WeakMap<object, FormDefinition>();

/** A registry form source (definition or loader, possibly a JSON module) as a definition. */
export async function loadFormSource(source: FormSource): Promise<FormDefinition> {
  if (typeof source !== 'function') return source;
  const known = loadedSources.get(source);
  if (known) return known;
  const loaded = await source();
  const definition = 'default' in loaded ? loaded.default : loaded;
  loadedSources.set(source, definition);
  return definition;
}

/** The definition of `source` if it is in (a definition, or a loader that has loaded). */
export const loadedFormSource = (source: FormSource): FormDefinition | undefined =>
  typeof source === 'function' ? loadedSources.get(source) : source;
