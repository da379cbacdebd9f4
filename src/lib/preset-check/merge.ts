// How a preset layer merges over what it extends (the CLI's build and the studio's import).
import { isUnsafeKey } from '../own-keys';
import { isObject, type Json } from './built-preset';

/**
 * Objects merge key by key; arrays and scalars of `over` replace those of `base`; a `null` of
 * `over` removes the key (RFC 7396 JSON Merge Patch), so a layer can clear an inherited value.
 * The keys `__proto__`, `constructor` and `prototype` are skipped (the checks report them as
 * findings, src/lib/input-limits.ts); only own keys are read.
 */
export function deepMerge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (isUnsafeKey(key)) continue;
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    if (value === null) delete out[key];
    else out[key] = isObject(value) ? deepMerge(isObject(current) ? current : {}, value) : value;
  }
  return out;
}

/** A layer's `{ path, hidden }` only: hides (true) or brings back (false) the inherited route of that path. */
export const isHiddenMark = (route: Json): boolean => typeof route.hidden === 'boolean' && Object.keys(route).every((key) => key === 'path' || key === 'hidden');

/** The inherited route under a layer's route of its path: a hidden mark keeps the route and sets or clears `hidden`. */
export function overRoute(inherited: Json, own: Json): Json {
  if (!isHiddenMark(own)) return own;
  const { hidden: _hidden, ...rest } = inherited;
  return own.hidden === true ? { ...rest, hidden: true } : rest;
}

/**
 * Routes merge by path: a layer's route replaces the inherited one of that path (a hidden mark
 * hides or brings it back), new paths follow.
 */
export function mergeRoutes(base: Json | undefined, layer: Json): Json {
  const inherited = Array.isArray(base?.routes) ? (base.routes as Json[]) : [];
  const own = Array.isArray(layer.routes) ? (layer.routes as Json[]) : [];
  const byPath = new Map(own.map((route) => [route.path, route]));
  const routes = inherited.map((route) => {
    const mine = byPath.get(route.path);
    return mine ? overRoute(route, mine) : route;
  });
  for (const route of own) if (!inherited.some((r) => r.path === route.path)) routes.push(route);
  return { ...base, ...layer, routes };
}
