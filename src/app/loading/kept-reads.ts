import type { QueryClient } from '@tanstack/react-query';
import { getChannelId } from '@/lib/api/client';
import { userQuery } from '@/lib/api/operations/get-user';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { newsQuery } from '@/lib/api/operations/list-news';
import { LAST_LANGUAGE_KEY } from '@/lib/i18n/boot-label';
import { confirmKeptReads, keepReads, restoreKeptReads, type KeptOptions } from '@/lib/offline/kept-queries';
import { keptWindowMs } from '@/lib/offline/kept-window';
import { followSessionWithSnapshot, keepScreenSnapshots, keptReadsWritten } from '@/lib/offline/screen-snapshot';
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { pageMayBeStale } from '../inline-document';
import { NEWS_CHANNEL_SLUGS } from '../data-sources/support/params';

/*
 * A returning member's reads kept between visits (docs/offline.md): the coupon list, the member
 * (header points) and the news the unread count is taken from. Loaded off the boot path (main.tsx
 * imports this module when a member is signed in); nothing else is kept.
 */

/** The allow-list: the keys the /coupons screen and the shell read (boot.test.ts checks they are the same). */
export const keptReadKeys = () => [couponsQuery().queryKey, userQuery().queryKey, newsQuery(NEWS_CHANNEL_SLUGS).queryKey];

function language(): string {
  try {
    return localStorage.getItem(LAST_LANGUAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The buster: this build (this chunk's hashed URL, which changes with the code that reads and
 * writes the kept data), the channel the API calls go to, and the language boot-data.ts stored for
 * it once the channel's was known.
 */
/** The channel's SETTINGS.offline_kept_hours as the page's channel document states it (none: the default). */
let keptHours: unknown;

const options: KeptOptions = {
  keys: keptReadKeys(),
  maxAgeMs: () => keptWindowMs(keptHours),
  build: new URL(import.meta.url).pathname,
  context: () => JSON.stringify([getChannelId() ?? '', language()]),
  afterWrite: keptReadsWritten,
};

/**
 * Starts keeping the member's reads: each answer of one is written, bound to the member. `since`:
 * the session epoch when the caller started the reads already out (at boot, or at the sign-in).
 * With `restore` (boot), first puts back what the last visit kept, before the first screen's reads
 * start (the boot may not know the channel yet: the build, the member and the age are checked now),
 * and resolves to the check the boot runs once the channel and its language are known, before the
 * first render: kept data of another channel or language is then reset and dropped. With `page`
 * (the channel document this page came with; null in the studio's preview, which shows drafts),
 * the screen is kept as well (screen-snapshot.ts): the loader compares the next page's.
 */
export async function keepMemberReads(
  queryClient: QueryClient,
  since: number,
  restore = false,
  page?: ChannelDocument | null,
): Promise<(() => void) | undefined> {
  followSessionWithSnapshot();
  if (page) keptHours = (page.sections.SETTINGS as { offline_kept_hours?: unknown } | undefined)?.offline_kept_hours;
  if (page && !pageMayBeStale()) keepScreenSnapshots({ channel: page.channel_id, version: page.version, language: page.language });
  keepReads(queryClient, options, since);
  if (!restore) return undefined;
  const restored = await restoreKeptReads(queryClient, options);
  return () => confirmKeptReads(queryClient, restored, options);
}
