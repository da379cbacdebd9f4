// The boot loader's first step on a member's page: paint the member's last screen from local storage
// (src/lib/offline/screen-snapshot.ts writes it; docs/offline.md, "A returning member's last
// screen"), before any script has loaded. Runs in the inline loader (boot-loader.ts): no globals.
import { applyCarriedStyles } from '@/lib/carried-style';
import { KEPT_REFRESH_ATTRIBUTE, SNAPSHOT_REFRESH_WAIT_MS } from '@/lib/offline/kept-refresh';
import { SCREEN_SNAPSHOT_KEY, SNAPSHOT_ATTRIBUTE, SNAPSHOT_MAX_AGE_MS, SNAPSHOT_VERSION, tokenTag } from '@/lib/offline/snapshot-owner';
import { sessionOver } from '@/lib/session/session-end';
import { SESSION_STORAGE_KEY } from '@/lib/session/storage-key';

/** Longest time (ms) the painted layer stays, should the client's screen never settle. */
export const SNAPSHOT_LAYER_MS = 10_000;

/** A stored snapshot as parsed: read from storage, so every field is checked before use. */
type StoredSnapshot = {
  v?: unknown;
  owner?: unknown;
  build?: unknown;
  path?: unknown;
  savedAt: number;
  channel?: unknown;
  version?: unknown;
  language?: unknown;
  css: string;
  html: string;
  background?: unknown;
};
/** The page's channel document (`{ data: … }` or the document itself), as far as the painter reads it. */
type ChannelPage = { channel_id?: unknown; version?: unknown; language?: unknown; data?: ChannelPage };

/** The snapshot stored for this member and this page, or null when there is none to paint. Throws on unreadable storage. */
function snapshotToPaint(root: HTMLElement, channelDocument: HTMLElement, moduleUrl: string | undefined): StoredSnapshot | null {
  const raw = localStorage.getItem(SCREEN_SNAPSHOT_KEY);
  const auth = localStorage.getItem(SESSION_STORAGE_KEY) || sessionStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw || !auth || navigator.onLine === false || root.querySelector('template#first-screen')) return null;
  const session = JSON.parse(auth) as { token?: unknown } | null;
  // The member's session has ended (its stated end has passed): nothing of theirs is painted, and the snapshot goes.
  if (sessionOver(session, Date.now())) {
    localStorage.removeItem(SCREEN_SNAPSHOT_KEY);
    return null;
  }
  const snapshot = JSON.parse(raw) as StoredSnapshot | null;
  const token = session && session.token;
  let page = JSON.parse(String(channelDocument.textContent)) as ChannelPage | null;
  page = page && page.data ? page.data : page;
  if (!snapshot || snapshot.v !== SNAPSHOT_VERSION || typeof token !== 'string' || snapshot.owner !== tokenTag(token)) return null;
  if (snapshot.build !== moduleUrl || snapshot.path !== location.pathname || !(Date.now() - snapshot.savedAt < SNAPSHOT_MAX_AGE_MS)) return null;
  if (!page || snapshot.channel !== page.channel_id || snapshot.version !== page.version || snapshot.language !== page.language) return null;
  return snapshot;
}

/**
 * True when it painted. It paints only a snapshot of this format, of this build (`moduleUrl`, the
 * loader's module script), of this path, younger than a day, written under the stored session's
 * access token (`tokenTag`) while that session's stated end has not passed (`sessionOver`), for the channel, version and language of the channel document in this
 * page; never on a page with a server render, nor offline (the client shows its offline state
 * there). It paints into a layer of its own over the page; #root stays the client's, laid out but
 * hidden beneath it (whatever the client shows first, a loading state included, is neither seen nor
 * counted as a layout shift). The layer is inert (a tap reaches the client's screen beneath), its
 * styles carry the loader's `nonce`, React's style props are applied through the CSSOM. It goes, and
 * #root shows, once #root holds the client's `main` with nothing `aria-busy` in it for a frame (its
 * screen, or the boot's error screen) and its kept data refreshed (KEPT_REFRESH_ATTRIBUTE gone, or
 * SNAPSHOT_REFRESH_WAIT_MS after the screen was there: what changed since shows at the takeover,
 * not as a jump after it), at the first tap or key, or after SNAPSHOT_LAYER_MS at the latest:
 * watched from here, so the boot's script holds none of it. Any error: nothing painted.
 */
export function paintSnapshot(moduleUrl: string | undefined, nonce: string): boolean {
  try {
    const root = document.getElementById('root');
    const channelDocument = document.getElementById('channel-document');
    const snapshot = root && channelDocument && snapshotToPaint(root, channelDocument, moduleUrl);
    if (!root || !snapshot) return false;
    const style = document.createElement('style');
    const layer = document.createElement('div');
    style.setAttribute(SNAPSHOT_ATTRIBUTE, '');
    if (nonce) style.nonce = nonce;
    style.textContent = snapshot.css;
    layer.setAttribute(SNAPSHOT_ATTRIBUTE, '');
    layer.setAttribute('inert', '');
    layer.setAttribute('aria-hidden', 'true');
    const box = layer.style;
    box.position = 'absolute';
    box.top = box.left = '0';
    box.width = box.minHeight = '100%';
    box.zIndex = '2147483647';
    box.backgroundColor = typeof snapshot.background === 'string' ? snapshot.background : '#fff';
    layer.innerHTML = snapshot.html;
    applyCarriedStyles(layer);
    document.head.appendChild(style);
    root.before(layer);
    root.style.visibility = 'hidden';
    const settled = () => root.querySelector('main') && !root.querySelector('[aria-busy="true"], .boot-fallback');
    const current = () => settled() && !root.querySelector(`[${KEPT_REFRESH_ATTRIBUTE}]`);
    let waiting = false;
    const watch = new MutationObserver(() => {
      if (current()) requestAnimationFrame(() => current() && drop());
      else if (settled() && !waiting) {
        waiting = true;
        setTimeout(() => settled() && drop(), SNAPSHOT_REFRESH_WAIT_MS);
      }
    });
    const drop = () => {
      if (layer.parentNode) root.style.removeProperty('visibility');
      layer.remove();
      style.remove();
      watch.disconnect();
      removeEventListener('pointerdown', drop, true);
      removeEventListener('keydown', drop, true);
    };
    watch.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', KEPT_REFRESH_ATTRIBUTE] });
    addEventListener('pointerdown', drop, true);
    addEventListener('keydown', drop, true);
    setTimeout(drop, SNAPSHOT_LAYER_MS);
    return true;
  } catch {
    return false;
  }
}
