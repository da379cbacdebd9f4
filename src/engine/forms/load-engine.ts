// Boot-safe (no @rjsf/* import): the form renderer's chunk (rjsf and the generated validators). It is
// not on the path of a screen's first paint: a form block shows its sized placeholder, and the chunk
// is asked for once that frame is out (docs/performance.md, "Chunks"), so its bytes do not compete
// with what the first paint needs.
import { afterNextPaint } from '@/lib/when-idle';
import type * as EngineFormModule from './engine-form';
import type { FormDefinition } from './types';

type EngineFormChunk = typeof EngineFormModule;

let loading: Promise<EngineFormChunk> | undefined;
let loaded: EngineFormChunk | undefined;
const toPrepare = new Set<FormDefinition>();

/** The form renderer's chunk, started once; a failed download may be retried. */
export function loadEngineForm(): Promise<EngineFormChunk> {
  loading ??= import('./engine-form').then(
    (chunk) => {
      loaded = chunk;
      toPrepare.forEach((definition) => chunk.prepareValidator(definition));
      toPrepare.clear();
      return chunk;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * For React.lazy: the chunk as a thenable that settles synchronously once it is in, so the form's
 * first render does not suspend (React.lazy reads a synchronously settled thenable at once). Not in
 * yet: asked for after the frame being prepared (the form's placeholder) has been produced.
 */
export function engineFormThenable(): Promise<EngineFormChunk> {
  const chunk = loaded;
  if (!chunk) return new Promise<void>((resolve) => afterNextPaint(resolve)).then(loadEngineForm);
  const settled: PromiseLike<EngineFormChunk> = { then: (resolve) => Promise.resolve(resolve ? resolve(chunk) : chunk) as never };
  return settled as Promise<EngineFormChunk>;
}

/** A form about to be shown: its validator is prepared as soon as the renderer's chunk is in (this does not start it). */
export function prepareForm(definition: FormDefinition): void {
  if (loaded) loaded.prepareValidator(definition);
  else toPrepare.add(definition);
}
