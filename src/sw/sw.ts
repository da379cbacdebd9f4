/// <reference lib="webworker" />
// The service worker, served as /sw.js (vite-plugin-pwa, injectManifest). What it caches and why:
// docs/offline.md. Only the precached build, public channel config and the member's card.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CONFIG_CACHE, ICON_FILES, MANIFEST_CACHE, MANIFEST_FILE, MEMBER_CARD_CACHE, OFFLINE_COPY_HEADER, SYNCED_AT_HEADER } from '../lib/offline/names';
import { markOfflineShell } from '../lib/offline/shell';
import { bearerToken, GENERATION_HEADER, generationFor, OWNER_KEY, readOwner } from '../lib/offline/owner';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** A card that does not come within this many seconds is shown from the last visit (a till with poor reception). */
export const CARD_NETWORK_TIMEOUT_S = 5;

const base = new URL(self.registration.scope).pathname;
const API_PLATFORM = /\/wl\/v1\/platform\//;
const API_CARD = /\/wl\/v1\/card$/;
/** Operator calls (the studio's): never kept, never answered from a copy; the service sends them `no-store`. */
const API_OPERATOR = /\/wl\/v1\/platform\/operator(\/|$)/;

cleanupOutdatedCaches();
// No directory index or clean URLs: '/' is a navigation (network first), not the precached file.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
// The build's hashed files are read from the precache by the browser itself (static routing), without
// starting this worker's script for each one; a miss goes to the network. A browser without static
// routing asks the precache route above.
self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
  if (!routed.addRoutes) return;
  // A string pattern is read against this worker's URL: this origin's assets only.
  const assets = { urlPattern: `${base}assets/*`, requestMethod: 'GET' };
  event.waitUntil(routed.addRoutes([{ condition: assets, source: { cacheName: cacheNames.precache } }]).catch(() => undefined));
});
// The first install takes over the open page at once, so the card it shows can be kept for offline.
clientsClaim();

// A new build waits until the member accepts the "new version" prompt: the page and its chunks
// always come from one build.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Marks a response read from the cache (the network failed) so the page can say so. */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const ownerUrl = new URL(OWNER_KEY, self.registration.scope).href;

/**
 * The card belongs to the member who fetched it (docs/offline.md, "Bound to the member"): it is
 * written only when the request's token is the owner's (a slow answer arriving after a logout or
 * another member's sign-in is dropped), stamped with the owner's generation, dropped again when the
 * owner changed while it was written, and read only under the same owner and generation. Stored
 * under its URL alone: no token in the cache's keys.
 */
const memberBound: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new Request(request.url),
  cacheWillUpdate: async ({ request, response }) => {
    const generation = await generationFor(caches, ownerUrl, bearerToken(request));
    if (!generation || response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(GENERATION_HEADER, generation);
    // The page shows a kept card offline only within the channel's kept window from this time.
    headers.set(SYNCED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cacheDidUpdate: async ({ cacheName, request, newResponse }) => {
    const owner = await readOwner(caches, ownerUrl);
    if (owner?.generation !== newResponse.headers.get(GENERATION_HEADER)) await (await caches.open(cacheName)).delete(request);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse || !(event instanceof FetchEvent)) return null;
    const generation = await generationFor(caches, ownerUrl, bearerToken(event.request));
    return generation && cachedResponse.headers.get(GENERATION_HEADER) === generation ? cachedResponse : null;
  },
};

/** The precached shell, marked as this worker's offline copy (its channel document may be old: the page revalidates it). */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache('index.html');
  if (!shell) return Response.error();
  return new Response(markOfflineShell(await shell.text()), { status: shell.status, statusText: shell.statusText, headers: shell.headers });
}

// Navigations: the network's index.html (a new build is picked up on the next load; index.html is
// revalidated, so the channel document in it is the server's current one); offline, the precached
// one, whose chunks are precached beside it. Files (a dot in the last segment) and the API are not
// app routes. Contract with src/app/inline-document.ts: only the offline copy carries the mark.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return offlineShell();
      }
    },
    { denylist: [/\/[^/]+\.[^/]+$/, /\/wl\/v1\//, /\/__demo\//, /^\/studio(\/|$)/] },
  ),
);

// Channel config: always from the network when it answers; the last copy only when it fails. Not
// the operator calls: the studio must never be shown a copy of what was live.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && (url.pathname === `${base}portal.config.json` || (API_PLATFORM.test(url.pathname) && !API_OPERATOR.test(url.pathname))),
  new NetworkFirst({ cacheName: CONFIG_CACHE, plugins: [okOnly], matchOptions: { ignoreVary: true } }),
);

// The member's card, bound to its member; the page deletes the cache on logout and at sign-in.
registerRoute(
  ({ url, request }) => request.method === 'GET' && API_CARD.test(url.pathname),
  new NetworkFirst({
    cacheName: MEMBER_CARD_CACHE,
    networkTimeoutSeconds: CARD_NETWORK_TIMEOUT_S,
    plugins: [okOnly, memberBound, markOfflineCopy],
    matchOptions: { ignoreVary: true },
  }),
);

// The manifest and icons the page builds from the channel's config (docs/offline.md).
const generated = new Set([MANIFEST_FILE, ...Object.values(ICON_FILES)].map((file) => `${base}${file}`));
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && generated.has(url.pathname),
  async ({ request }) => (await caches.match(request, { cacheName: MANIFEST_CACHE })) ?? fetch(request),
);
