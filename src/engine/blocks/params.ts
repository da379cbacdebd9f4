import { createContext, useContext, useMemo } from 'react';
import type { DataSourceParams } from './data-source';

/** Route parameters of the current screen (`/coupon/:id` -> `{ id }`). */
export const ScreenParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

export const useScreenParams = () => useContext(ScreenParamsContext);

/** Replaces every string value ":name" (at any depth) by the route parameter `name`. */
export function resolveParams(value: unknown, route: Readonly<Record<string, string | undefined>>): unknown {
  if (typeof value === 'string' && /^:[A-Za-z_][\w-]*$/.test(value)) return route[value.slice(1)];
  if (Array.isArray(value)) return value.map((v) => resolveParams(v, route));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveParams(v, route)]));
  }
  return value;
}

/** Fills ":id" style placeholders in a path such as `/coupon/:id` from an item or params object. */
export function fillPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z_][\w]*)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

export function useResolvedParams(params: unknown): DataSourceParams {
  const route = useScreenParams();
  return useMemo(() => (resolveParams(params ?? {}, route) ?? {}) as DataSourceParams, [params, route]);
}
