import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { defaultRouteTable } from '@/engine/routes/default-route-table';
import type { RouteDefinition } from '@/engine/routes/types';
import { loadRoute, type LoadedRoute } from './route-loader';
import { prefetchShellReads } from './shell-reads';

/**
 * The first route's screens, as the built-in route table can show them for this session before
 * the channel's config is in (a route with settings choices: every choice that fits the session).
 * Matched by the router's own matcher (ranked, case-insensitive, as <Routes> matches) over the
 * built-in table (the router gets it merged with the channel's served routes). A route the session
 * may not open redirects: nothing to load.
 */
export function firstRouteChoices(pathname: string, signedIn: boolean) {
  const match = matchRoutes(defaultRouteTable.routes, pathname)?.at(-1);
  if (!match) return { choices: [], params: {} };
  const route: RouteDefinition = match.route;
  const allowed = route.access === 'public' || route.access === 'any' || (route.access === 'member') === signedIn;
  const choices = !allowed
    ? []
    : route.choices
      ? route.choices.filter((choice) => choice.when?.signedIn === undefined || choice.when.signedIn === signedIn)
      : [{ screen: route.screen, layout: route.layout }];
  return { choices, params: match.params };
}

/**
 * Boot, before the channel's config is in: the first route loads by the same loader the route
 * element reads (built-in screens, no served ones yet), beside the config calls, with the shell's
 * reads. A guess that does not fit the channel's config costs unused requests, never a wrong screen:
 * the router decides what renders.
 */
export function loadFirstRoute(queryClient: QueryClient, pathname: string, signedIn: boolean, hydrating = false): Array<Promise<LoadedRoute>> {
  const { choices, params } = firstRouteChoices(pathname, signedIn);
  // Hydrating the server's render, the route's forms are whole in it: they load with the route.
  const routes = choices.map((choice) => loadRoute(choice, params, { queryClient, signedIn, wholeForms: hydrating }));
  void prefetchShellReads(queryClient, signedIn);
  return routes;
}
