export const API_PREFIX = 'wl/v1';

/** The path of a call's URL after the `wl/v1` prefix, with its leading slash (`/coupon/c-1`). */
export function apiPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const at = path.indexOf(`/${API_PREFIX}/`);
  return at === -1 ? new URL(url, 'http://relative.invalid').pathname : path.slice(at + API_PREFIX.length + 1);
}
