import { prepareForm } from '@/engine/forms/load-engine';
import type { FormDefinition, FormSource } from '@/engine/forms/types';

const loaders = import.meta.glob<FormDefinition>('/channel-presets/default/forms/*.json', { import: 'default' });

const nameOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');

/**
 * The engine's built-in forms (the default preset's), each loaded on demand with the screen that
 * shows it. Apart from the registry so the boot code can start a first screen's form without it.
 * A form loaded is a form about to show: its validator is prepared once the form engine's chunk is
 * in, which holds the precompiled validators too and is asked for after the form's placeholder has
 * painted (src/engine/forms/load-engine.ts, docs/performance.md).
 */
export const builtInForms: Record<string, FormSource> = Object.fromEntries(
  Object.entries(loaders).map(([file, load]) => [nameOf(file), () => load().then(prepared)]),
);

function prepared(definition: FormDefinition): FormDefinition {
  prepareForm(definition);
  return definition;
}
