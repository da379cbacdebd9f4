import type { FormDefinition, FormSource } from '@/engine/forms/types';

const loaders = import.meta.glob<FormDefinition>('/channel-presets/default/forms/*.json', { import: 'default' });

/**
 * The engine's built-in forms (the default preset's), each loaded on demand with the screen that
 * shows it. Apart from the registry so the boot code can start a first screen's form without it.
 */
export const builtInForms: Record<string, FormSource> = Object.fromEntries(
  Object.entries(loaders).map(([file, load]) => [file.split('/').pop()!.replace(/\.json$/, ''), load]),
);
