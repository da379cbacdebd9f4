// The boot loader (docs/performance.md, "Paint first, then boot"): the one inline script of the
// built index.html, last in <body>. The build (scripts/build/boot-loader.ts) bundles entry.ts into a
// minified classic script (an IIFE: no globals left behind) and writes it there with the files it
// starts in its data attributes and the CSP nonce placeholder. It imports only lib's constants and
// tiny helpers: whatever it imports is inlined into every page.
import { sessionOver } from '@/lib/session/session-end';
import { SESSION_STORAGE_KEY } from '@/lib/session/storage-key';
import { paintSnapshot } from './snapshot-painter';

/**
 * Longest wait for the first contentful paint (ms) on a page with a render, should a browser that
 * supports paint timing never report it (a frame that is not rendered); then the boot starts anyway.
 */
export const PAINT_WAIT_MS = 2000;

/** The loader's data attributes: space-separated URLs (a list may be empty). */
export type LoaderData = { fetch?: string; module?: string; modulepreload?: string };

const list = (value: string | undefined) => (value ? value.split(' ') : []);

function add(tag: 'link' | 'script', attrs: Record<string, string>, nonce: string): void {
  const element = document.createElement(tag);
  for (const name in attrs) element.setAttribute(name, attrs[name]!);
  if (nonce) element.nonce = nonce;
  document.head.appendChild(element);
}

/**
 * Starts the boot: appends to <head>, in this order, the fetch preloads (small JSON), the module
 * script, its module preloads, each with `nonce` (a CSP with 'strict-dynamic' trusts them anyway; one
 * without it allows them as 'self'). The module script is inserted last in <body>'s parse (the loader
 * is <body>'s last element), so everything main.tsx reads (#root, #channel-document) is parsed even
 * though an inserted module script runs as soon as it has loaded.
 */
export function startBoot(data: LoaderData, nonce: string): void {
  list(data.fetch).forEach((href) => add('link', { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' }, nonce));
  add('script', { type: 'module', crossorigin: '', src: data.module || '' }, nonce);
  list(data.modulepreload).forEach((href) => add('link', { rel: 'modulepreload', crossorigin: '', href }, nonce));
}

/** A member's session in either storage, its stated end not passed (unreadable storage: none). */
export function signedIn(): boolean {
  try {
    const auth = localStorage.getItem(SESSION_STORAGE_KEY) || sessionStorage.getItem(SESSION_STORAGE_KEY);
    return !!auth && !sessionOver(JSON.parse(auth), Date.now());
  } catch {
    return false;
  }
}

/**
 * Whether the boot waits for the first contentful paint. Not with no `template#first-screen` in
 * #root and no snapshot `painted`, nor with a member's session in either storage and no snapshot
 * painted (a render is the signed-out screen, which a member's boot replaces: waiting for its paint
 * would only show it longer), nor on a page not visible (hidden tab, prerender: no paint comes), nor
 * without paint timing.
 */
export function waitsForPaint(painted: boolean): boolean {
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const page = document as Document & { prerendering?: boolean };
  if (!painted && (!page.querySelector('#root > template#first-screen') || signedIn())) return false;
  if (page.visibilityState !== 'visible' || page.prerendering) return false;
  return !!Observer && !!Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0;
}

/**
 * The loader, given its own script element (its data attributes and nonce). First, on a page without
 * a render, it paints the member's last screen when one is kept for this page and this member
 * (snapshot-painter.ts). Then it starts the boot at once, or, when it waits for the paint
 * (`waitsForPaint`), on the first contentful paint (buffered: a paint before this ran counts), the
 * page turning hidden, or after PAINT_WAIT_MS, whichever comes first; once.
 */
export function runBootLoader(loader: HTMLOrSVGScriptElement): void {
  const data: LoaderData = loader.dataset;
  const nonce = loader.nonce || '';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startBoot(data, nonce);
  };
  if (!waitsForPaint(paintSnapshot(data.module, nonce))) return start();
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') start();
  });
  setTimeout(start, PAINT_WAIT_MS);
}
