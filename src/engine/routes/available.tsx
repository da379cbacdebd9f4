import { createContext, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { ActiveRoute } from './types';

/** Whether an in-app link target leads somewhere under the current settings and session. */
export type LinkAvailability = (to: string) => boolean;

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link is available when it is an address (scheme), or when a route of the resolved table matches
 * its path and the session may open it (no redirect). A route the settings switch off is not in the
 * resolved table, so links to it disappear (profile -> /card with card off, menu -> /coupons with web off).
 * `anySession`: whether the route exists under the settings at all, whoever is signed in (where a
 * journey may end: a sign-in ends on a member route the visitor could not open before it).
 */
export function linkAvailability(routes: readonly ActiveRoute[], { anySession = false } = {}): LinkAvailability {
  return (to) => {
    const target = to.trim();
    if (EXTERNAL.test(target) || target.startsWith('#')) return true;
    const path = `/${target.replace(/^\/+/, '')}`.split(/[?#]/)[0] as string;
    return routes.some((route) => (anySession || !route.redirectTo) && matchPath({ path: route.path, caseSensitive: false, end: true }, path) !== null);
  };
}

const everything: LinkAvailability = () => true;
const AvailabilityContext = createContext<LinkAvailability>(everything);
const ExistenceContext = createContext<LinkAvailability>(everything);

export function LinkAvailabilityProvider({ value, exists = value, children }: { value: LinkAvailability; exists?: LinkAvailability; children: ReactNode }) {
  return (
    <AvailabilityContext.Provider value={value}>
      <ExistenceContext.Provider value={exists}>{children}</ExistenceContext.Provider>
    </AvailabilityContext.Provider>
  );
}

/** The current link filter; without a provider every link is available. */
export const useLinkAvailability = (): LinkAvailability => useContext(AvailabilityContext);

/** Whether a target is a route of the channel under its settings, for any session (`anySession`). */
export const useRouteExists = (): LinkAvailability => useContext(ExistenceContext);
