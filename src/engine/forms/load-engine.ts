// Boot-safe (no @rjsf/* import): starts the form renderer's chunk and, once a form's definition is
// known, its validator, so both can come in the same request wave as the screen's block chunks
// instead of one wave each after the screen's first render (docs/performance.md).
import type * as EngineFormModule from './engine-form';
import type { FormDefinition } from './types';

type EngineFormChunk = typeof EngineFormModule;

let loading: Promise<EngineFormChunk> | undefined;
let loaded: EngineFormChunk | undefined;

/** The form renderer's chunk (rjsf), started once; a failed download may be retried. */
export function loadEngineForm(): Promise<EngineFormChunk> {
  loading ??= import('./engine-form').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * For React.lazy: the chunk as a thenable that settles synchronously once it is in, so the form's
 * first render does not suspend (React.lazy reads a synchronously settled thenable at once).
 */
export function engineFormThenable(): Promise<EngineFormChunk> {
  const chunk = loaded;
  if (!chunk) return loadEngineForm();
  const settled: PromiseLike<EngineFormChunk> = { then: (resolve) => Promise.resolve(resolve ? resolve(chunk) : chunk) as never };
  return settled as Promise<EngineFormChunk>;
}

/** A form about to be shown: its renderer's chunk and its validator start now (failures show when it renders). */
export function prepareForm(definition: FormDefinition): void {
  loadEngineForm().then(
    (chunk) => chunk.prepareValidator(definition),
    () => undefined,
  );
}
