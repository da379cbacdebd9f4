import type { QueryClient } from '@tanstack/react-query';
import type { BlockEntry, DataSource } from '@/engine/blocks';
import { loadBlock } from '@/engine/blocks/preloaded';
import { pickEntry } from '@/engine/blocks/testers';
import { resolveParams } from '@/engine/blocks/params';
import { defaultRouteTable } from '@/engine/routes/default-route-table';
import { consentsQuery } from '@/lib/api/operations/list-consents';
import { dealsQuery } from '@/lib/api/operations/list-deals';
import { newsQuery } from '@/lib/api/operations/list-news';
import { userQuery } from '@/lib/api/operations/get-user';
import { screenPreloads } from '@/generated/screen-preloads';
import { inShortTasks } from '@/lib/when-idle';
import { NEWS_CHANNEL_SLUGS } from './data-sources/support/params';
import { bootChoices, routeParams } from './screens';

/*
 * The first screen's chunks and data, started beside the config calls instead of after them
 * (docs/performance.md, request waves). Built from the built-in route table and screens: only a
 * hint. The router and the channel's config decide what renders; a guess that does not fit costs
 * an unused request, never a wrong screen (the reads go through the one query layer: the screen's
 * own queries find them in the cache).
 */

type Targets = {
  blocks: readonly BlockEntry[];
  components: Readonly<Record<string, () => Promise<unknown>>>;
  forms: Readonly<Record<string, () => Promise<unknown>>>;
};

const TWO_COLUMN = 'page-two-column';

/**
 * Starts every chunk the built-in screens of this path need: block renderers, bespoke components,
 * forms, the deals sidebar; a few per task (each import appends its chunks' preload links).
 */
export function preloadBootChunks(pathname: string, signedIn: boolean, targets: Targets): Promise<void> {
  const ignore = () => undefined;
  const starts: Array<() => unknown> = [];
  for (const choice of bootChoices(defaultRouteTable, pathname, signedIn)) {
    const needs = choice.screen ? screenPreloads[choice.screen] : undefined;
    for (const type of needs?.blocks ?? []) {
      const entry = pickEntry(targets.blocks, { type });
      if (entry) starts.push(() => loadBlock(entry).catch(ignore));
    }
    for (const name of needs?.components ?? []) starts.push(() => targets.components[name]?.().catch(ignore));
    for (const name of needs?.forms ?? []) starts.push(() => targets.forms[name]?.().catch(ignore));
    // A member's two-column page shows the deals sidebar beside the screen.
    if (signedIn && choice.layout === TWO_COLUMN) starts.push(() => import('@/components/deals-sidebar').catch(ignore));
  }
  return inShortTasks(starts);
}

/** The shell's own reads of a signed-in member (header points, unread news) and the footer's consent list. */
function shellReads(signedIn: boolean, twoColumn: boolean) {
  return {
    user: signedIn ? userQuery() : null,
    news: signedIn ? newsQuery(NEWS_CHANNEL_SLUGS) : null,
    footerConsents: consentsQuery('FOOTER'),
    deals: signedIn && twoColumn ? dealsQuery() : null,
  };
}

type ShellRead = keyof ReturnType<typeof shellReads>;
const SHELL_READS_KEY = 'portal.bootReads';

/** The shell reads this channel's config left unused at the last boot (none known: all are read). */
function unusedLastTime(): ShellRead[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SHELL_READS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as ShellRead[]) : [];
  } catch {
    return [];
  }
}

/**
 * Requests the first screen's data: the reads of the built-in screen's blocks (route parameters
 * filled in) and the shell's. Then, once the first screen has settled, remembers which shell reads
 * nothing used (a channel without footer consents or news), so the next boot does not ask for them.
 */
export function prefetchBootReads(
  queryClient: QueryClient,
  pathname: string,
  signedIn: boolean,
  dataSources: Readonly<Record<string, DataSource>>,
): Promise<void> {
  const choices = bootChoices(defaultRouteTable, pathname, signedIn);
  const params = routeParams(defaultRouteTable, pathname);
  const starts: Array<() => unknown> = [];
  for (const choice of choices) {
    for (const read of (choice.screen ? screenPreloads[choice.screen]?.reads : undefined) ?? []) {
      const source = dataSources[read.dataSource];
      const resolved = (resolveParams(read.params ?? {}, params) ?? {}) as Record<string, unknown>;
      if (source?.kind === 'paged') starts.push(() => queryClient.prefetchInfiniteQuery(source.query(resolved)));
      else if (source?.kind === 'single') starts.push(() => queryClient.prefetchQuery(source.query(resolved)));
    }
  }
  const shell = shellReads(signedIn, choices.some((choice) => choice.layout === TWO_COLUMN));
  const skip = new Set(unusedLastTime());
  const { user, footerConsents, news, deals } = shell;
  if (user) starts.push(() => queryClient.prefetchQuery(user));
  if (!skip.has('footerConsents')) starts.push(() => queryClient.prefetchQuery(footerConsents));
  if (news && !skip.has('news')) starts.push(() => queryClient.prefetchInfiniteQuery(news));
  if (deals) starts.push(() => queryClient.prefetchInfiniteQuery(deals));
  return inShortTasks(starts);
}

/**
 * Called once the first screen has settled: a shell read whose queries are mounted but all disabled
 * (the channel's config turns it off) is skipped at the next boot; one nothing mounted keeps its mark.
 */
export function rememberUnusedShellReads(queryClient: QueryClient, signedIn: boolean): void {
  const shell = shellReads(true, false);
  const unused = new Set(unusedLastTime());
  // Signed out, the news query is off whatever the config says: only a member's boot judges it.
  for (const name of signedIn ? (['footerConsents', 'news'] as const) : (['footerConsents'] as const)) {
    const query = queryClient.getQueryCache().find({ queryKey: shell[name]!.queryKey, exact: true });
    if (!query || query.getObserversCount() === 0) continue;
    if (query.isActive()) unused.delete(name);
    else unused.add(name);
  }
  try {
    localStorage.setItem(SHELL_READS_KEY, JSON.stringify([...unused]));
  } catch {
    // Storage may be unavailable (private mode): every boot then asks for every shell read.
  }
}
