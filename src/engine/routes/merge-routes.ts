import { overRoute } from '@/lib/preset-check/merge';
import type { Json } from '@/lib/preset-check/built-preset';
import type { RouteDefinition, RouteTable } from './types';

/**
 * The served routes over the built-in table: a served route replaces the built-in one of the same
 * path (in its place; a served `{ path, hidden }` hides or brings it back), a new path is added
 * after them. The same rule as `preset build` uses between a preset and the one it extends, so a
 * backend may serve the whole table or only what differs.
 */
export function mergeRouteTables(base: RouteTable, served: readonly unknown[]): RouteTable {
  if (served.length === 0) return base;
  const own = served as RouteDefinition[];
  const byPath = new Map(own.map((route) => [route.path, route]));
  const routes = base.routes.map((route) => {
    const mine = byPath.get(route.path);
    return mine ? (overRoute(route as unknown as Json, mine as unknown as Json) as unknown as RouteDefinition) : route;
  });
  for (const route of own) if (!base.routes.some((r) => r.path === route.path)) routes.push(route);
  return { routes };
}
