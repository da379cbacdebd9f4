/**
 * A returning member's last screen, painted before any script (docs/offline.md, "A returning
 * member's last screen"). The page keeps the markup and styles of its settled coupon screen in local
 * storage; at the next load the boot loader (src/boot-loader/) paints it into #root while
 * the boot runs, and the client's first render, from the kept reads, replaces it.
 *
 * What is kept is exactly what the kept reads show (they are proven this member's: kept-queries.ts),
 * written only right after they are, and on leaving the page while they still are. It is tagged with
 * the access token (snapshot-owner.ts) and named by build, channel, version, language and path: the
 * loader paints it only when all of them are the page's. Only lazy member code imports this module.
 */
import { CARRIED_STYLE_ATTRIBUTE } from '@/lib/carried-style';
import { getSession, lastSessionChange, sessionEpoch, subscribeSession } from '@/lib/session';
import { dropScreenSnapshot, moveScreenSnapshot, SCREEN_SNAPSHOT_KEY, SNAPSHOT_ATTRIBUTE, snapshotOwnerTag, SNAPSHOT_VERSION, tokenTag } from './snapshot-owner';

/** The screens painted from a snapshot (app paths): those whose reads are all kept. */
export const SNAPSHOT_PATHS: readonly string[] = ['/coupons'];
/** A snapshot larger than this (markup and styles, characters) is not written. */
export const SNAPSHOT_MAX_CHARS = 384 * 1024;

/** What the page is: the loader compares each with the page it runs in. */
export type SnapshotContext = { build: string; channel: string; version: string; language: string };
export type ScreenSnapshot = SnapshotContext & { v: number; owner: string; path: string; savedAt: number; background: string; css: string; html: string };

const opaque = (color: string) => color !== '' && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color);

/** Anything still loading, a dialog or an open menu: not a screen to paint at the next load. */
const UNSETTLED = '[aria-busy="true"], [role="dialog"], [role="alertdialog"], [aria-modal="true"], [aria-expanded="true"]';

function rulesOf(style: HTMLStyleElement): string {
  try {
    return Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText).join('\n');
  } catch {
    return '';
  }
}

/**
 * The markup of `root`, the page's background and its styled-components rules, or null when the
 * screen has not settled or a painted snapshot is still over it. React's `style` props are carried
 * aside (a strict CSP refuses style attributes in markup parsed from text); ids go (the layer is
 * beside #root, whose ids it would repeat).
 */
export function captureScreen(root: HTMLElement): { html: string; css: string; background: string } | null {
  if (document.querySelector(`div[${SNAPSHOT_ATTRIBUTE}]`) || !root.firstElementChild || root.querySelector(UNSETTLED)) return null;
  // Copied into a document without a browsing context: a clone in this one would start loading
  // its images again (a strict CSP reports such a load from a detached copy).
  const copy = document.implementation.createHTMLDocument('').importNode(root, true);
  copy.querySelectorAll('script, template, noscript, iframe').forEach((element) => element.remove());
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  copy.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    element.setAttribute(CARRIED_STYLE_ATTRIBUTE, element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  });
  const css = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'), rulesOf).join('\n');
  const background = [document.body, document.documentElement].map((element) => getComputedStyle(element).backgroundColor).find(opaque) ?? '#fff';
  return { html: copy.innerHTML, css, background };
}

/** The app path of this page (the base removed), or null outside the app's base. */
export function appPath(pathname: string, base: string): string | null {
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const path = pathname.slice(prefix.length);
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * Writes the snapshot of this page's screen for the signed-in member when it is a snapshot screen,
 * settled, in the context's language; else leaves the stored one as it is. Returns whether it wrote.
 */
export function writeScreenSnapshot(context: SnapshotContext, now = Date.now()): boolean {
  const { token } = getSession();
  const root = document.getElementById('root');
  const path = appPath(location.pathname, import.meta.env.BASE_URL);
  if (!token || !root || !path || !SNAPSHOT_PATHS.includes(path)) return false;
  if (document.documentElement.lang !== context.language.replace('_', '-')) return false;
  const screen = captureScreen(root);
  if (!screen) return false;
  const snapshot: ScreenSnapshot = { v: SNAPSHOT_VERSION, ...context, owner: tokenTag(token), path: location.pathname, savedAt: now, ...screen };
  const text = JSON.stringify(snapshot);
  try {
    if (text.length > SNAPSHOT_MAX_CHARS) localStorage.removeItem(SCREEN_SNAPSHOT_KEY);
    else localStorage.setItem(SCREEN_SNAPSHOT_KEY, text);
  } catch {
    // Storage full or refused: no snapshot, the next load renders as without one.
    return false;
  }
  return text.length <= SNAPSHOT_MAX_CHARS;
}

let following = false;

/**
 * The stored snapshot follows the session (the boot loader paints it only under the token it is
 * tagged with): this tab's refresh moves it to the new token; a start or another tab's change under
 * a token it is not tagged with drops it. Sign-out and sign-in drop it with the member cache
 * (caches.ts). Once per page.
 */
export function followSessionWithSnapshot(): void {
  if (following) return;
  following = true;
  let token = getSession().token;
  if (token && snapshotOwnerTag() !== null && snapshotOwnerTag() !== tokenTag(token)) dropScreenSnapshot();
  subscribeSession(() => {
    const next = getSession().token;
    if (next === token) return;
    const previous = token;
    token = next;
    if (lastSessionChange() === 'refresh' && previous && next) moveScreenSnapshot(previous, next);
    else if (!next || lastSessionChange() === 'sign-in' || snapshotOwnerTag() !== tokenTag(next)) dropScreenSnapshot();
  });
}

let context: SnapshotContext | null = null;
/** The member session in which the kept reads were last written: the screen shows them until it changes. */
let keptIn: number | null = null;

/**
 * Keeps the screen snapshot for this page: after each write of the kept reads (`keptReadsWritten`),
 * and when the page is hidden while the screen still shows that session's kept reads. The page's
 * build comes from the boot loader (no loader, as in `vite preview`: nothing is kept).
 */
export function keepScreenSnapshots(page: Omit<SnapshotContext, 'build'>): void {
  const build = document.getElementById('boot-loader')?.dataset.module;
  if (context || !build) return;
  context = { ...page, build };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && keptIn === sessionEpoch() && context) writeScreenSnapshot(context);
  });
}

/** How often and how long a write waits for the screen to settle after the kept reads were written. */
const SETTLE_CHECK_MS = 250;
const SETTLE_CHECKS = 24;
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * The kept reads were written for the session now current (kept-queries.ts): the screen is kept too
 * once it has settled (checked every SETTLE_CHECK_MS, for at most SETTLE_CHECKS checks), unless the
 * session changes first.
 */
export function keptReadsWritten(): void {
  keptIn = sessionEpoch();
  const since = keptIn;
  clearTimeout(pending);
  let checks = 0;
  const attempt = () => {
    pending = undefined;
    if (since !== sessionEpoch() || !context || writeScreenSnapshot(context) || ++checks >= SETTLE_CHECKS) return;
    pending = setTimeout(attempt, SETTLE_CHECK_MS);
  };
  pending = setTimeout(attempt, SETTLE_CHECK_MS);
}

