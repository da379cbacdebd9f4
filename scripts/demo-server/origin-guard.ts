// Who may talk to the demo server from a browser. CORS answers only the portal's own origins (the
// server's and those listed), never the request's Origin reflected; the demo controls (/__demo/*)
// answer same-origin browser requests only. Non-browser clients (curl, tests) send neither Origin
// nor Sec-Fetch-Site and are served: the demo listens on loopback only.
import type { IncomingHttpHeaders } from 'node:http';

type WithHeaders = { headers: IncomingHttpHeaders };

/** Origins a portal served by vite dev (5173) or preview (4173) uses on loopback. */
export const DEFAULT_PORTAL_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4173'];

/** `DEMO_CORS_ORIGINS` (comma-separated), else the vite defaults. */
export function portalOrigins(env: string | undefined): string[] {
  const listed = (env ?? '')
    .split(',')
    .map((value) => value.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return listed.length > 0 ? listed : DEFAULT_PORTAL_ORIGINS;
}

/** The server's own origin as the browser addressed it. */
export const ownOrigin = (req: WithHeaders, fallbackHost: string) => `http://${req.headers.host ?? fallbackHost}`;

/** The Origin to allow in a CORS answer, or null: only an origin on the list, compared exactly. */
export function corsOrigin(req: WithHeaders, allowed: readonly string[]): string | null {
  const origin = req.headers.origin;
  return typeof origin === 'string' && allowed.includes(origin) ? origin : null;
}

/**
 * Whether a request may use the demo controls: a browser request from another origin (another
 * port or host of this machine included: `Sec-Fetch-Site` same-site or cross-site, or an `Origin`
 * that is not the server's) is refused.
 */
export function sameOriginOnly(req: WithHeaders, own: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== own) return false;
  return true;
}
