// A form rendered whole at once, without its loading states: where React renders ahead of the
// browser (the server render of a public screen) and where the browser hydrates that render (the
// same markup, or the member's typing into it would be lost). Boot-safe: no @rjsf/* import; the
// form engine's chunk is asked for only by a form rendered whole (on a route hydrating one) or shown.
import { loadEngineForm } from './load-engine';
import { loadedFormSource, loadFormSource } from './load-source';
import type { FormDefinition, FormExtension, FormSource } from './types';

/**
 * A promise for React's `use`: one per thing loaded (React warns of, and suspends again on, a new
 * promise where it suspended on another), tagged as React tags it once settled, so a render after
 * reads it at once.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

function tracked<T>(promise: Promise<T>, forget: () => void): Tracked<T> {
  const out: Tracked<T> = promise;
  out.then(
    (value) => {
      out.status = 'fulfilled';
      out.value = value;
    },
    forget,
  );
  return out;
}

function settled<T>(value: T): Tracked<T> {
  const out: Tracked<T> = Promise.resolve(value);
  out.status = 'fulfilled';
  out.value = value;
  return out;
}

const sources = new WeakMap<object, Tracked<FormDefinition>>();
const readyForms = new WeakMap<FormDefinition, Map<FormExtension | undefined, Tracked<unknown>>>();

/** The definition of `source`, for `use` (a failed load is asked again next time). */
export function formSourceFor(source: FormSource): Promise<FormDefinition> {
  let out = sources.get(source);
  if (!out) {
    const loaded = loadedFormSource(source);
    out = loaded ? settled(loaded) : tracked(loadFormSource(source), () => sources.delete(source));
    sources.set(source, out);
  }
  return out;
}

/**
 * Everything else the form's first render needs to show it whole, for `use`: the form engine's
 * chunk, the form resolved with `extension` and its validator (a failed load is asked again next time).
 */
export function readyFormFor(name: string, definition: FormDefinition, extension: FormExtension | undefined): Promise<unknown> {
  let byExtension = readyForms.get(definition);
  if (!byExtension) readyForms.set(definition, (byExtension = new Map()));
  let out = byExtension.get(extension);
  if (!out) {
    const entries = byExtension;
    out = tracked(
      loadEngineForm().then((chunk) => chunk.loadReadyForm(name, definition, extension)),
      () => entries.delete(extension),
    );
    entries.set(extension, out);
  }
  return out;
}

/** A built-in form whole, as its block hydrating the server's HTML will ask for it (no fields left out, no extension). */
export async function loadWholeForm(name: string, source: FormSource): Promise<void> {
  await readyFormFor(name, await formSourceFor(source), undefined);
}
