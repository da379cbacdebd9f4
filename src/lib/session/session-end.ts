/**
 * When a member's session ends, as far as the device can know (docs/offline.md, "Kept screens end
 * with the session"). The stored session carries `ends_at` (ms, device clock): the end the sign-in
 * or refresh answer states (`refresh_expires_in`, openapi/wl-v1.yaml `Tokens`), else the `exp` of a
 * refresh token that is a JWT, else none (opaque tokens and no stated end: only a refused refresh
 * tells). Past it the stored session counts as signed out everywhere: the boot loader paints nothing
 * of the member (it bundles `sessionOver`: keep this module tiny), the client starts signed out and
 * drops what it kept, an open tab signs out when the time comes.
 */

/** True when the stored session (parsed from storage: any value) states an end at or before `now`. */
export function sessionOver(stored: unknown, now: number): boolean {
  const endsAt = stored && typeof stored === 'object' ? (stored as { ends_at?: unknown }).ends_at : undefined;
  return typeof endsAt === 'number' && !(now < endsAt);
}

/** The `exp` (seconds) of a JWT, or null for any other token. Never verified: it only shortens what is kept. */
function jwtExpiry(token: string): number | null {
  const part = token.split('.');
  if (part.length !== 3) return null;
  try {
    const json = atob(part[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The session's end (ms, device clock) from a sign-in or refresh answer received at `now`: its
 * `refresh_expires_in` (seconds from the answer: the device's clock, not the server's), else the
 * refresh token's JWT `exp` (the server's clock), else null.
 */
export function sessionEndFrom(tokens: { refresh_token?: string | null; refresh_expires_in?: unknown }, now: number): number | null {
  const seconds = tokens.refresh_expires_in;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return now + seconds * 1000;
  const exp = tokens.refresh_token ? jwtExpiry(tokens.refresh_token) : null;
  return exp === null ? null : exp * 1000;
}
