// The portal's page as the demo serves it, in one place: the Content-Security-Policy of its documents
// and what fills index.html's two SSI includes, the same rules deploy/nginx/snippets/portal.conf
// applies: the host's channel document (`GET wl/v1/platform/config/document`, every `<` escaped) and
// the route's first screen rendered ahead (`GET wl/v1/platform/config/first-screen`), else the boot
// fallback (the include's stub). Both are asked of this server the way a browser's call is (faults
// included: a fault on the document's path empties the block, and the portal calls the API); with
// demo faults set the page gets no render.
import { CHANNEL_DOCUMENT_PLACEHOLDER, inlineJson } from '../../src/lib/channel-document-placeholder.ts';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder.ts';
import { BOOT_FALLBACK_BLOCK, FIRST_SCREEN_PLACEHOLDER } from '../../src/lib/first-screen-placeholder.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';

/**
 * The production policy of deploy/nginx/ with the build's placeholder as a fixed nonce: fine for a
 * local check, never for a deployment (nginx puts a fresh nonce into every response). The demo has
 * the studio on, so its preview may frame the portal (frame-ancestors 'self').
 */
export const STRICT_CSP =
  `default-src 'none'; script-src 'self' 'nonce-${CSP_NONCE_PLACEHOLDER}'; style-src 'self' 'nonce-${CSP_NONCE_PLACEHOLDER}'; ` +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; manifest-src 'self' blob: data:; " +
  "worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
/** The studio's page (operators only, docs/studio.md): the same strict policy, except that nothing may frame the studio itself. */
export const STUDIO_CSP = STRICT_CSP.replace("frame-ancestors 'self'", "frame-ancestors 'none'");

export const isStudioPath = (pathname: string) => /^\/studio(\/|$)/.test(pathname);

/**
 * The policy of a document: the full one when set (DEMO_CSP=1), else only who may frame it: the
 * studio never, the portal only the studio's preview on this origin (when the studio is on).
 */
export function documentPolicy(pathname: string, full: { csp?: string | null; studioCsp?: string | null }, studioOn: boolean): string {
  const studio = isStudioPath(pathname);
  const policy = studio ? full.studioCsp : full.csp;
  return policy ?? `frame-ancestors ${!studio && studioOn ? "'self'" : "'none'"}`;
}

/** Asks this server for a path as the request's host (its channel). */
export type AskServer = (path: string, headers?: Record<string, string>) => Promise<Response>;

/** index.html with the host's channel document and the route's first screen in their places. */
export async function portalPage(html: string, pathname: string, ask: AskServer): Promise<string> {
  let page = html;
  if (page.includes(CHANNEL_DOCUMENT_PLACEHOLDER)) {
    const response = await ask('/wl/v1/platform/config/document');
    const text = response.ok ? inlineJson(await response.text()) : '';
    page = page.replace(CHANNEL_DOCUMENT_PLACEHOLDER, () => text);
  }
  const fallback = BOOT_FALLBACK_BLOCK.exec(page);
  if (!fallback || !page.includes(FIRST_SCREEN_PLACEHOLDER)) return page;
  let render = '';
  if (demoStore().faults.length === 0) {
    const response = await ask('/wl/v1/platform/config/first-screen', { 'X-Portal-Path': pathname });
    if (response.ok) render = await response.text();
  }
  return page.replace(fallback[0], '').replace(FIRST_SCREEN_PLACEHOLDER, () => render || (fallback[1] ?? ''));
}
