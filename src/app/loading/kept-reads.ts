import type { QueryClient } from '@tanstack/react-query';
import { getChannelId } from '@/lib/api/client';
import { userQuery } from '@/lib/api/operations/get-user';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { newsQuery } from '@/lib/api/operations/list-news';
import { LAST_LANGUAGE_KEY } from '@/lib/i18n/boot-label';
import { confirmKeptReads, keepReads, restoreKeptReads, type KeptOptions, type Restored } from '@/lib/offline/kept-queries';
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
 * `build` names this build (the entry script's hashed URL). The channel is the one the API calls go
 * to; the language the last boot's (boot-data.ts stores it once the channel's is known).
 */
const optionsFor = (build: string): KeptOptions => ({
  keys: keptReadKeys(),
  buster: () => JSON.stringify([build, getChannelId() ?? '', language()]),
});

/**
 * Starts keeping the member's reads: each answer of one is written, bound to the member. `since`:
 * the session epoch when the caller started the reads already out (at boot, or at the sign-in).
 */
export function keepMemberReads(queryClient: QueryClient, build: string, since: number): void {
  keepReads(queryClient, optionsFor(build), since);
}

/** Puts back what the last visit kept (before the first screen's reads answer); null when nothing fits. */
export function restoreMemberReads(queryClient: QueryClient, build: string, since: number): Promise<Restored | null> {
  keepMemberReads(queryClient, build, since);
  return restoreKeptReads(queryClient, optionsFor(build));
}

/** Once the boot knows the channel and its language: restored data of another one is reset. */
export function confirmMemberReads(queryClient: QueryClient, build: string, restored: Restored | null): void {
  confirmKeptReads(queryClient, restored, optionsFor(build));
}
