import type { Screen } from '@/engine/blocks';
import { joinPointer } from '@/engine/config/json-pointer';
import { reportConfigProblems } from '@/engine/config/problems';
import { validateStructureEntry } from '@/engine/config/structure';
import { isPatchDocument } from '@/lib/patch-document';

const loaders = import.meta.glob<Screen>('/channel-presets/default/screens/*.json', { import: 'default' });

const byName = new Map(
  Object.entries(loaders).map(([file, load]) => [file.split('/').pop()!.replace(/\.json$/, ''), load]),
);

export const screenNames = (): string[] => [...byName.keys()];

export type Entries = Readonly<Record<string, unknown>>;

/** `over` applied to `base`: a `{ patch }` document patches it (lazy chunk), anything else replaces it. */
async function layer(base: unknown, over: unknown): Promise<unknown> {
  if (!isPatchDocument(over)) return over;
  if (!base) throw new Error('patches a screen that does not exist');
  const { applyIdPatch } = await import('@/lib/id-patch');
  return applyIdPatch(base, over.patch);
}

/**
 * A screen by name: the built-in default, under the channel's served screen (whole or patch,
 * validated; unusable: the built-in one stays), under an operator's SETTINGS.screens override (same
 * rules). Unknown names resolve to null (the route shows a visible problem). Never rejects for bad
 * config: each problem is reported with its pointer.
 */
export function loadScreen(name: string, served: Entries, overrides: Entries): Promise<Screen | null> {
  if (cache.served !== served || cache.overrides !== overrides) Object.assign(cache, { served, overrides, screens: new Map() });
  let screen = cache.screens.get(name);
  if (!screen) {
    screen = resolveScreen(name, served, overrides);
    cache.screens.set(name, screen);
    screen.catch(() => cache.screens.delete(name));
  }
  return screen;
}

const cache: { served?: Entries; overrides?: Entries; screens: Map<string, Promise<Screen | null>> } = { screens: new Map() };

async function resolveScreen(name: string, served: Entries, overrides: Entries): Promise<Screen | null> {
  const load = byName.get(name);
  let screen: unknown = load ? await load() : null;
  const layers: Array<[unknown, string]> = [
    [served[name], '/structure'],
    [overrides[name], '/SETTINGS'],
  ];
  for (const [over, base] of layers) {
    if (!over) continue;
    try {
      const candidate = await layer(screen, over);
      screen = (await validateStructureEntry('screens', name, candidate, base)) ?? screen;
    } catch (error) {
      reportConfigProblems([{ section: 'STRUCTURE', pointer: joinPointer(`${base}/screens`, name), kind: 'invalid', message: (error as Error).message }]);
    }
  }
  return (screen as Screen | null) ?? null;
}
