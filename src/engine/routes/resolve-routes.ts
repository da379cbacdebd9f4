import type {
  ActiveRoute,
  ChoiceCondition,
  RouteDefinition,
  RouteSession,
  RouteSettings,
  RouteTable,
} from './types';
import { SETTING_NAMES } from './route-settings';

/** Signed in when a token is held; `logged` decides only for a session without a token field. */
export function isSignedIn(session: RouteSession | null | undefined): boolean {
  if (!session) return false;
  if ('token' in session && session.token !== undefined) return Boolean(session.token);
  return session.logged === true;
}

function settingHolds(expected: boolean | null | undefined, actual: boolean | null | undefined): boolean {
  if (expected === undefined) return true;
  const loaded = typeof actual === 'boolean';
  return expected === null ? !loaded : loaded && actual === expected;
}

/** Every condition of `when` holds for the settings (and the session, for choice conditions). */
export function conditionHolds(when: ChoiceCondition | undefined, settings: RouteSettings, signedIn: boolean): boolean {
  if (!when) return true;
  if (when.signedIn !== undefined && when.signedIn !== signedIn) return false;
  return SETTING_NAMES.every((name) => settingHolds(when[name], settings[name]));
}

function redirectFor(route: RouteDefinition, signedIn: boolean): string | undefined {
  const allowed =
    route.access === 'public' || route.access === 'any' || (route.access === 'member' ? signedIn : !signedIn);
  return allowed ? undefined : (route.redirect ?? '/');
}

/**
 * The routes of the current settings and session: hidden routes and routes whose settings conditions fail are left
 * out; a route with choices takes its first matching choice (none matching: left out); a route
 * the session may not open keeps its place with `redirectTo`.
 */
export function resolveRoutes(table: RouteTable, settings: RouteSettings, session: RouteSession | null | undefined): ActiveRoute[] {
  const signedIn = isSignedIn(session);
  const active: ActiveRoute[] = [];
  for (const route of table.routes) {
    if (route.hidden === true) continue;
    if (!conditionHolds(route.when, settings, signedIn)) continue;
    const target = route.choices ? route.choices.find((c) => conditionHolds(c.when, settings, signedIn)) : route;
    if (!target?.screen || !target.layout) continue;
    const redirectTo = redirectFor(route, signedIn);
    active.push({
      path: route.path,
      screen: target.screen,
      layout: target.layout,
      access: route.access,
      ...(redirectTo ? { redirectTo } : {}),
    });
  }
  return active;
}
