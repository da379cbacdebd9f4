/** The event name of a route change. */
export const NAVIGATION_EVENT = 'navigation';

/** What a route change sends: never a query string, a fragment or a token-like segment. */
export type NavigationEvent = {
  route: string;
  entity?: string;
  entity_id?: string;
  origin?: string;
};

// Allow-list for a path segment: ids and route names pass; anything longer or with other characters
// (an e-mailed token, an encoded URL, personal data typed into a path) is replaced.
const SEGMENT = /^[A-Za-z0-9_.~-]{1,40}$/;
export const REDACTED_SEGMENT = ':redacted';

function cleanSegment(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return REDACTED_SEGMENT;
  }
  return SEGMENT.test(decoded) ? decoded : REDACTED_SEGMENT;
}

/** The path of a location without query string or fragment, each segment allow-listed. */
export function cleanRoute(location: string): string {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean).map(cleanSegment);
  return `/${segments.join('/')}`;
}

/** Route, entity (first segment), entity_id (second) and origin (the previous route, if any). */
export function navigationEvent(route: string, origin: string | null): NavigationEvent {
  const [entity, entityId] = route.split('/').filter(Boolean);
  return {
    route,
    ...(entity ? { entity } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
    ...(origin !== null ? { origin } : {}),
  };
}
