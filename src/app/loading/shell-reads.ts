import type { QueryClient } from '@tanstack/react-query';
import { newsQuery } from '@/lib/api/operations/list-news';
import { userQuery } from '@/lib/api/operations/get-user';
import { inShortTasks } from '@/lib/when-idle';
import { NEWS_CHANNEL_SLUGS } from '../data-sources/support/params';

/*
 * The shell's reads at boot (header points, unread news), beside the first route's (boot.ts). Only
 * what the shell's header shows whatever the route; a read the channel's config leaves unused is
 * remembered and skipped at the next boot. The footer's consent list is not one: it is read once the
 * first screen has settled (portal-routes.tsx), so its answer is not among the first paint's work.
 */

/** The shell's own reads of a signed-in member (header points, unread news). */
function shellReads(signedIn: boolean) {
  return {
    user: signedIn ? userQuery() : null,
    news: signedIn ? newsQuery(NEWS_CHANNEL_SLUGS) : null,
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
 * Requests the shell's reads. Then, once the first screen has settled, `rememberUnusedShellReads`
 * notes which of them nothing used (a channel without news), so the next boot
 * does not ask for them.
 */
export function prefetchShellReads(queryClient: QueryClient, signedIn: boolean): Promise<void> {
  const skip = new Set(unusedLastTime());
  const { user, news } = shellReads(signedIn);
  const starts: Array<() => unknown> = [];
  if (user) starts.push(() => queryClient.prefetchQuery(user));
  if (news && !skip.has('news')) starts.push(() => queryClient.prefetchInfiniteQuery(news));
  return inShortTasks(starts);
}

/**
 * Called once the first screen has settled: a shell read whose queries are mounted but all disabled
 * (the channel's config turns it off) is skipped at the next boot; one nothing mounted keeps its mark.
 */
export function rememberUnusedShellReads(queryClient: QueryClient, signedIn: boolean): void {
  const shell = shellReads(true);
  const unused = new Set(unusedLastTime());
  // Signed out, the news query is off whatever the config says: only a member's boot judges it.
  for (const name of signedIn ? (['news'] as const) : []) {
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
