import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import type { ActiveRoute } from '@/engine/routes';
import { loadRoute, type LoadContext } from './route-loader';

/*
 * A route starts loading when the member shows the intent to open it: a pointer over a link to it, a
 * touch on it, or keyboard focus on it. What starts is the route's one load (route-loader.ts): its
 * screen, chunks and reads together, the same promise the route element then reads, so the screen
 * shows as soon as the tap lands. Delegated from the document, so every link of the portal (menus,
 * drawers, tiles, markdown) prefetches alike; nothing of a route the session may not open.
 */

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The route a same-origin link of this page opens, and its params; null for anything else. */
export function routeOfLink(target: EventTarget | null, routes: readonly ActiveRoute[], origin: string, here: string) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== origin || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.pathname === here) return null;
  const open = routes.filter((route) => !route.redirectTo);
  const match = matchRoutes(open.map((route) => ({ path: route.path })), link.pathname)?.[0];
  if (!match) return null;
  return { route: open.find((route) => route.path === match.route.path)!, params: match.params };
}

/** Prefetches the route of each link the member reaches for (see above). */
export function useRoutePrefetch(routes: readonly ActiveRoute[], context: Omit<LoadContext, 'wholeForms'>): void {
  const { queryClient, signedIn, served, overrides } = context;
  useEffect(() => {
    const reached = new WeakSet<Element>();
    const prefetch = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || reached.has(link)) return;
      reached.add(link);
      const found = routeOfLink(link, routes, window.location.origin, window.location.pathname);
      if (found) void loadRoute(found.route, found.params, { queryClient, signedIn, served, overrides });
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch, { capture: true });
    };
  }, [routes, queryClient, signedIn, served, overrides]);
}
