/** The public screens rendered ahead, signed out (docs/performance.md, "HTML first"); `/page/{id}` per content page. */
export const PUBLIC_SCREEN_PATHS: readonly string[] = ['/', '/pass-login', '/otp-verify', '/register', '/forgot'];

/** `/page/{id}` for each content page the channel's sections name. */
export function contentPagePaths(ids: readonly string[]): string[] {
  return ids.filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)).map((id) => `/page/${id}`);
}
