import type { Screen } from '@/engine/blocks';

const loaders = import.meta.glob<Screen>('/channel-presets/default/screens/*.json', { import: 'default' });

const byName = new Map(
  Object.entries(loaders).map(([file, load]) => [file.split('/').pop()!.replace(/\.json$/, ''), load]),
);

export const screenNames = (): string[] => [...byName.keys()];

/**
 * A screen by name: an operator's override from SETTINGS.screens (already validated) wins over the
 * engine's default screen. Unknown names resolve to null (the route shows a visible problem).
 */
export async function loadScreen(name: string, overrides: Readonly<Record<string, unknown>>): Promise<Screen | null> {
  const override = overrides[name];
  if (override) return override as Screen;
  const load = byName.get(name);
  return load ? load() : null;
}
