import type { Block, BlockEntry, Screen } from '@/engine/blocks';
import { loadBlock } from '@/engine/blocks/preloaded';
import { joinPointer } from '@/engine/config/json-pointer';
import { reportConfigProblems } from '@/engine/config/problems';
import { validateStructureEntry } from '@/engine/config/structure';
import type { RouteTable } from '@/engine/routes';
import { isPatchDocument } from '@/lib/patch-document';

const loaders = import.meta.glob<Screen>('/channel-presets/default/screens/*.json', { import: 'default' });

const byName = new Map(
  Object.entries(loaders).map(([file, load]) => [file.split('/').pop()!.replace(/\.json$/, ''), load]),
);

export const screenNames = (): string[] => [...byName.keys()];

type Entries = Readonly<Record<string, unknown>>;
const NONE: Entries = {};

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

type PreloadTargets = {
  blocks: readonly BlockEntry[];
  itemRenderers: Readonly<Record<string, () => Promise<unknown>>>;
};

/**
 * Starts every chunk a screen will need (its block renderers and the bespoke components its
 * blocks name) at once, instead of discovering them one level at a time as React renders; settles
 * when the block renderers are in (failures included: the block's error boundary shows those).
 */
export function preloadScreen(screen: Screen, targets: PreloadTargets): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const visit = (blocks: readonly Block[] | undefined) => {
    for (const block of blocks ?? []) {
      const entry = targets.blocks.find((candidate) => candidate.name === block.type);
      if (entry) pending.push(loadBlock(entry).catch(() => undefined));
      const props = block.props ?? {};
      for (const key of ['itemRenderer', 'name'] as const) {
        const name = props[key];
        // Started, not awaited: the block's own data call starts when it renders, and the item
        // renderers' chunks arrive while it is in flight (the block shows its sized skeleton).
        if (typeof name === 'string') targets.itemRenderers[name]?.().catch(() => undefined);
      }
      visit(block.children);
    }
  };
  visit(screen.blocks);
  return Promise.all(pending).then(() => undefined);
}

/**
 * Whether a route path (`/coupon/:id`) matches a location path. Only a preload hint at boot (the
 * router decides what renders), so the boot code does not need the router's chunk.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') return have.length >= want.length - 1 && want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part.toLowerCase() === have[i]!.toLowerCase()));
}

const safeDecode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The parameters of the path's route (`/coupon/:id` on `/coupon/c-3`: `{ id: 'c-3' }`); none when no route fits. */
export function routeParams(table: RouteTable, pathname: string): Record<string, string> {
  const route = table.routes.find((candidate) => pathMatches(candidate.path, pathname));
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  route?.path.split('/').filter(Boolean).forEach((part, i) => {
    if (part.startsWith(':') && have[i] !== undefined) params[part.slice(1)] = safeDecode(have[i]);
  });
  return params;
}

/** The screens and layouts the current path can show at boot (all choices that fit the session, whatever the settings). */
export function bootChoices(table: RouteTable, pathname: string, signedIn: boolean): Array<{ screen?: string; layout?: string }> {
  const route = table.routes.find((candidate) => pathMatches(candidate.path, pathname));
  if (!route) return [];
  return route.choices
    ? route.choices.filter((choice) => choice.when?.signedIn === undefined || choice.when.signedIn === signedIn)
    : [{ screen: route.screen, layout: route.layout }];
}

/**
 * At boot, before the config is in: the screens the current path can show start loading with their
 * chunks, beside the config calls.
 */
export function preloadRoute(table: RouteTable, pathname: string, signedIn: boolean, targets: PreloadTargets): void {
  for (const name of new Set(bootChoices(table, pathname, signedIn).map((choice) => choice.screen))) {
    if (name === undefined) continue;
    void loadScreen(name, NONE, NONE).then(
      (screen) => screen && preloadScreen(screen, targets),
      () => undefined,
    );
  }
}
