// The first screen rendered ahead, as the server put it into #root (docs/performance.md, "HTML
// first"): a marker naming the route, language and version it was rendered for, the styles, the
// markup. Boot-safe (no React): main.tsx decides before anything renders whether the client hydrates
// it or discards it.
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { applyCarriedStyles } from '@/lib/carried-style';
import { pageMayBeStale } from './inline-document';

/** What the render is of (the marker's attributes). */
export type ServerScreen = { path: string; language: string; version: string };

const normalized = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The marker of the render in `container`, removed (null: the page came without one). */
function takeMarker(container: HTMLElement): ServerScreen | null {
  const marker = container.querySelector<HTMLTemplateElement>(':scope > template#first-screen');
  if (!marker) return null;
  marker.remove();
  const { path = '', language = '', version = '' } = marker.dataset;
  return { path, language, version };
}

/**
 * Whether the render is the screen this boot shows first: the same route, signed out, and the
 * channel document of the page in the same language and version (a document with an overlay has
 * the version as its prefix). A page that may be older than the load (the worker's offline copy, the
 * HTTP cache) is not hydrated.
 */
export function matchesBoot(screen: ServerScreen, boot: { pathname: string; signedIn: boolean; document: ChannelDocument | null }): boolean {
  const { document } = boot;
  if (boot.signedIn || !document || pageMayBeStale()) return false;
  const sameVersion = document.version === screen.version || document.version.startsWith(`${screen.version}-`);
  return normalized(boot.pathname) === screen.path && document.language === screen.language && sameVersion;
}

/**
 * Prepares the render for hydration: its styles go to <head> (styled-components adopts them from
 * there), the carried-aside style props are applied through the CSSOM (which the CSP allows). What
 * is left in `container` is exactly the markup React rendered.
 */
function prepareForHydration(container: HTMLElement): void {
  container.querySelectorAll(':scope > style[data-styled]').forEach((style) => document.head.append(style));
  applyCarriedStyles(container);
}

/**
 * The render in `container` when this boot hydrates it (true); else it is replaced by the boot
 * fallback at once (a signed-in member never sees the signed-out screen while the boot runs), and
 * the client renders as it does without one (false).
 */
export function takeServerScreen(container: HTMLElement, boot: Parameters<typeof matchesBoot>[1]): boolean {
  const screen = takeMarker(container);
  if (!screen) return false;
  if (matchesBoot(screen, boot)) {
    prepareForHydration(container);
    return true;
  }
  const fallback = document.createElement('main');
  fallback.className = 'boot-fallback';
  fallback.setAttribute('aria-busy', 'true');
  container.replaceChildren(fallback);
  return false;
}
