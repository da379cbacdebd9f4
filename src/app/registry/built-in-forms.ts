import { prepareForm } from '@/engine/forms/load-engine';
import type { FormDefinition, FormSource } from '@/engine/forms/types';

const loaders = import.meta.glob<FormDefinition>('/channel-presets/default/forms/*.json', { import: 'default' });
// The precompiled validators by form name (the form renderer picks them by schema hash: the same chunks).
const validators = import.meta.glob('/src/generated/forms/*.js');

const nameOf = (file: string) => file.split('/').pop()!.replace(/\.(json|js)$/, '');

/**
 * The engine's built-in forms (the default preset's), each loaded on demand with the screen that
 * shows it. Apart from the registry so the boot code can start a first screen's form without it.
 * A form loaded is a form about to show: its validator's chunk starts with it, and the form
 * renderer's chunk (rjsf) once it is in (at boot: all beside the config calls, docs/performance.md).
 */
export const builtInForms: Record<string, FormSource> = Object.fromEntries(
  Object.entries(loaders).map(([file, load]) => {
    const name = nameOf(file);
    const validator = validators[`/src/generated/forms/${name}.js`];
    return [name, () => (validator?.().catch(() => undefined), load().then(prepared))];
  }),
);

function prepared(definition: FormDefinition): FormDefinition {
  prepareForm(definition);
  return definition;
}
