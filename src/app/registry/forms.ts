import type { FormDefinition, FormSource } from '@/engine/forms/types';

const loaders = import.meta.glob<FormDefinition>('/channel-presets/default/forms/*.json', { import: 'default' });

/** The default preset's forms, each loaded on demand with the screen that shows it. */
export const forms: Record<string, FormSource> = Object.fromEntries(
  Object.entries(loaders).map(([file, load]) => [file.split('/').pop()!.replace(/\.json$/, ''), load]),
);
