import { matchPath } from 'react-router';
import type { Block, BlockEntry, Screen } from '@/engine/blocks';
import type { RouteTable } from '@/engine/routes';

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

type PreloadTargets = {
  blocks: readonly BlockEntry[];
  itemRenderers: Readonly<Record<string, () => Promise<unknown>>>;
};

/**
 * Starts every chunk a screen will need (its block renderers and the bespoke components its
 * blocks name) at once, instead of discovering them one level at a time as React renders.
 */
export function preloadScreen(screen: Screen, targets: PreloadTargets): void {
  const visit = (blocks: readonly Block[] | undefined) => {
    for (const block of blocks ?? []) {
      targets.blocks.find((entry) => entry.name === block.type)?.load().catch(() => undefined);
      const props = block.props ?? {};
      for (const key of ['itemRenderer', 'name'] as const) {
        const name = props[key];
        if (typeof name === 'string') targets.itemRenderers[name]?.().catch(() => undefined);
      }
      visit(block.children);
    }
  };
  visit(screen.blocks);
}

/**
 * At boot, before the config is in: the screens the current path can show (all choices that fit the
 * session, whatever the settings) start loading with their chunks, beside the config calls.
 */
export function preloadRoute(table: RouteTable, pathname: string, signedIn: boolean, targets: PreloadTargets): void {
  const route = table.routes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  const names = route.choices
    ? route.choices.filter((choice) => choice.when?.signedIn === undefined || choice.when.signedIn === signedIn).map((c) => c.screen)
    : [route.screen];
  for (const name of new Set(names)) {
    if (name === undefined) continue;
    void loadScreen(name, {}).then(
      (screen) => screen && preloadScreen(screen, targets),
      () => undefined,
    );
  }
}
