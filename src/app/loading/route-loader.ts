import type { QueryClient } from '@tanstack/react-query';
import type { Block, Screen } from '@/engine/blocks';
import { resolveParams } from '@/engine/blocks/params';
import { loadBlock } from '@/engine/blocks/preloaded';
import { pickEntry } from '@/engine/blocks/testers';
import { blockEntries } from '@/generated/block-registry';
import { dataSourceDefinitions } from '@/generated/extensions';
import { screenPreloads } from '@/generated/screen-preloads';
import { loadFormSource } from '@/engine/forms/load-source';
import { loadWholeForm } from '@/engine/forms/whole-form';
import { dealsQuery } from '@/lib/api/operations/list-deals';
import { inShortTasks, yieldToMain } from '@/lib/when-idle';
import { builtInForms } from '../registry/built-in-forms';
import { itemRendererPreloads } from '../registry/item-renderers';
import { screenNeeds, type ScreenRead } from './screen-needs';
import { loadScreen, type Entries } from './screens';

/*
 * The one way a route loads (docs/performance.md, "How a route loads"): its screen, the chunks the
 * screen needs (block renderers, bespoke components, forms, the deals sidebar of a member's
 * two-column page) and its reads (ensureQueryData: the blocks' own queries find them in the cache).
 * The route element reads the result through Suspense (screen-route.tsx); boot calls the same
 * function for the first route before the channel's config is in (boot.ts), so by the time the
 * router renders, the route's promise is settled or in flight.
 */

/** The part of a route the loader needs: the screen it shows and its layout. */
export type LoadableRoute = { screen: string; layout?: string };

export type LoadContext = {
  queryClient: QueryClient;
  signedIn: boolean;
  /** The channel's served screens and SETTINGS.screens overrides; boot has none yet (the built-in screen). */
  served?: Entries;
  overrides?: Entries;
  /**
   * The route hydrates the server's render of its screen (main.tsx): its forms are in that HTML
   * whole, so the form engine and each form's validator load with the route, not after a placeholder.
   */
  wholeForms?: boolean;
};

/** A loaded route: its screen (null: no screen by that name), or `failed` when it could not load (network, deploy). */
export type LoadedRoute = { screen: Screen | null; failed: boolean };

const NONE: Entries = {};
/** How long a route, its block renderers in, waits for its reads before it shows with skeletons. */
export const READ_HOLD_MS = 1_500;
/** Route loads kept per query client (each a screen and its params), most recently asked first. */
const KEPT_LOADS = 32;
const TWO_COLUMN = 'page-two-column';
const ignore = () => undefined;
const dataSources = new Map(dataSourceDefinitions.map((d) => [d.name, d]));

/** The deals sidebar beside a member's two-column page (portal-routes.tsx renders it; its read starts with the route). */
export const loadDealsSidebar = () => import('@/components/deals-sidebar');

/** Every chunk `needs` names, started a few per task (each import appends its chunks' preload links); settles when the block renderers are in. */
function startChunks(needs: Readonly<Record<'blocks' | 'components' | 'forms', readonly string[]>>, blocks: readonly Block[] = [], wholeForms = false): Promise<unknown> {
  const renderers: Promise<unknown>[] = [];
  const starts: Array<() => unknown> = [];
  const types = new Set(needs.blocks);
  // A resolved screen picks each block's renderer by its testers; the manifest knows only the type.
  const visit = (list: readonly Block[]) =>
    list.forEach((block) => {
      types.delete(block.type);
      const entry = pickEntry(blockEntries, block);
      if (entry) starts.push(() => renderers.push(loadBlock(entry).catch(ignore)));
      visit(block.children ?? []);
    });
  visit(blocks);
  for (const type of types) {
    const entry = pickEntry(blockEntries, { type });
    if (entry) starts.push(() => renderers.push(loadBlock(entry).catch(ignore)));
  }
  for (const name of needs.components) starts.push(() => itemRendererPreloads[name]?.().catch(ignore));
  for (const name of needs.forms) {
    const form = builtInForms[name];
    if (form) starts.push(() => (wholeForms ? loadWholeForm(name, form) : loadFormSource(form)).catch(ignore));
  }
  return inShortTasks(starts).then(() => Promise.all(renderers));
}

/**
 * The reads, route parameters filled in; each through the query cache (a read in flight is not
 * asked again). A read already there settles at once; when it is stale (older than the stale time,
 * or marked for refresh: a returning member's kept reads, docs/offline.md) it is asked again now,
 * beside the route's other reads, not only once its block mounts. Settles (never rejects) once every
 * read has answered or failed: a failed read shows as its block's error, with retry.
 */
function startReads(queryClient: QueryClient, reads: readonly ScreenRead[], params: Readonly<Record<string, string | undefined>>): Promise<unknown> {
  const answers: Promise<unknown>[] = [];
  const starts = reads.map((read) => () => {
    const source = dataSources.get(read.dataSource);
    const resolved = (resolveParams(read.params ?? {}, params) ?? {}) as Record<string, unknown>;
    if (source?.kind === 'paged') answers.push(queryClient.ensureInfiniteQueryData({ ...source.query(resolved), revalidateIfStale: true }).catch(ignore));
    if (source?.kind === 'single') answers.push(queryClient.ensureQueryData({ ...source.query(resolved), revalidateIfStale: true }).catch(ignore));
  });
  return inShortTasks(starts).then(() => Promise.all(answers));
}

type Loaded = { served: unknown; override: unknown; route: Promise<LoadedRoute> };
const loadedBy = new WeakMap<QueryClient, Map<string, Loaded>>();

/**
 * Loads a route: starts what its built-in screen is known to need (before the screen's JSON is in),
 * resolves the screen (built-in < served < SETTINGS override), starts what the resolved screen
 * needs, and settles when its block renderers and its reads are in (a slow read: at most
 * READ_HOLD_MS after the renderers), so the screen shows whole. Never rejects.
 * One promise per query client, screen, layout, session and params (the KEPT_LOADS most recently
 * asked for) while the screen's served and override layers stay the same: what boot started is what
 * the route element reads. A failed load is not kept (the next render asks again).
 */
export function loadRoute(route: LoadableRoute, params: Readonly<Record<string, string | undefined>>, context: LoadContext): Promise<LoadedRoute> {
  const { queryClient, signedIn, served = NONE, overrides = NONE, wholeForms = false } = context;
  const key = JSON.stringify([route.screen, route.layout ?? null, signedIn, params]);
  let loaded = loadedBy.get(queryClient);
  if (!loaded) loadedBy.set(queryClient, (loaded = new Map()));
  const known = loaded.get(key);
  loaded.delete(key);
  if (known && known.served === served[route.screen] && known.override === overrides[route.screen]) {
    loaded.set(key, known);
    return known.route;
  }
  const entry: Loaded = { served: served[route.screen], override: overrides[route.screen], route: load(route, params, queryClient, signedIn, served, overrides, wholeForms) };
  loaded.set(key, entry);
  // The loads most recently asked for are kept (a Map iterates in insertion order): a member
  // opening coupon after coupon does not grow the list for the life of the page.
  for (const old of loaded.keys()) {
    if (loaded.size <= KEPT_LOADS) break;
    loaded.delete(old);
  }
  void entry.route.then(({ failed }) => failed && loaded.get(key) === entry && loaded.delete(key));
  return entry.route;
}

async function load(
  route: LoadableRoute,
  params: Readonly<Record<string, string | undefined>>,
  queryClient: QueryClient,
  signedIn: boolean,
  served: Entries,
  overrides: Entries,
  wholeForms: boolean,
): Promise<LoadedRoute> {
  const builtIn = served[route.screen] === undefined && overrides[route.screen] === undefined ? screenPreloads[route.screen] : undefined;
  // The screen's reads go out first (the data's round trip is what its largest paint waits for
  // longest), its chunks in the next task and the sidebar in the one after: each import appends its
  // chunks' preload links, and all of them in one task made the boot's longest task.
  const builtInReads = builtIn ? startReads(queryClient, builtIn.reads, params) : undefined;
  const restStarted = yieldToMain()
    .then(() => {
      if (builtIn) void startChunks(builtIn, [], wholeForms);
    })
    .then(yieldToMain)
    .then(() => {
      if (!signedIn || route.layout !== TWO_COLUMN) return;
      void loadDealsSidebar().catch(ignore);
      void queryClient.ensureInfiniteQueryData(dealsQuery()).catch(ignore);
    });
  try {
    const screen = await loadScreen(route.screen, served, overrides);
    if (!screen) return { screen: null, failed: false };
    const needs = screenNeeds(screen.blocks);
    const reads = builtIn ? builtInReads : startReads(queryClient, needs.reads, params);
    await startChunks({ ...needs, blocks: [] }, screen.blocks, wholeForms);
    // The screen shows with its data, as a router's loader does: its first render is then part of
    // the route's transition (rendered in slices) rather than a data update rendered in one task.
    // A slow read holds it only so long: then the screen shows with that block's skeleton.
    let hold: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([reads, new Promise((resolve) => (hold = setTimeout(resolve, READ_HOLD_MS)))]);
    clearTimeout(hold);
    await restStarted;
    return { screen, failed: false };
  } catch {
    return { screen: null, failed: true };
  }
}
