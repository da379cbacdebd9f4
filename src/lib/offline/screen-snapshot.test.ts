import { webcrypto } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, initSession, setTokens } from '@/lib/session';
import { bindMemberCaches, memberCacheSettled } from './caches';
import { appPath, captureScreen, followSessionWithSnapshot, SNAPSHOT_MAX_CHARS, writeScreenSnapshot, type SnapshotContext } from './screen-snapshot';
import { SCREEN_SNAPSHOT_KEY, tokenTag } from './snapshot-owner';

const context: SnapshotContext = { build: '/assets/index-A.js', channel: 'demo', version: 'v3', language: 'en' };
const stored = () => JSON.parse(localStorage.getItem(SCREEN_SNAPSHOT_KEY) ?? 'null') as (SnapshotContext & { owner: string; path: string; html: string; css: string }) | null;

/** The page as the portal leaves it: #root with a screen, styled-components' rules inserted through the CSSOM. */
function page(screen: string, path = '/coupons') {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.head.innerHTML = '<style data-styled="active"></style>';
  (document.head.firstElementChild as HTMLStyleElement).sheet!.insertRule('.tile { color: red; }');
  document.body.innerHTML = `<div id="root">${screen}</div>`;
}

const SCREEN = '<main id="main-content"><ul><li><article style="gap: 4px;">Coffee</article></li></ul><script>alert(1)</script></main>';

beforeAll(() => {
  // The member cache's owner record (Cache Storage) is what bindMemberCaches binds to.
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? stores.set(name, new Map()).get(name)!;
    return {
      match: async (url: string) => entries.get(String(url))?.clone(),
      put: async (url: string, response: Response) => void entries.set(String(url), response),
      delete: async (url: string) => entries.delete(String(url)),
    };
  };
  Object.assign(globalThis, { caches: { has: async (name: string) => stores.has(name), open, delete: async (name: string) => stores.delete(name) } });
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  initSession('local');
  bindMemberCaches();
  followSessionWithSnapshot();
});
beforeEach(() => setTokens({ token: 'token-a', refresh_token: 'r-a' }, 'sign-in'));
afterEach(async () => {
  clearSession();
  await memberCacheSettled();
  localStorage.clear();
});

describe('the screen as kept', () => {
  it("keeps the settled screen's markup without scripts or ids, its style props carried aside, and the page's styled-components rules", () => {
    page(SCREEN);
    const screen = captureScreen(document.getElementById('root')!)!;
    expect(screen.html).toBe('<main><ul><li><article data-server-style="gap: 4px;">Coffee</article></li></ul></main>');
    expect(screen.css).toBe('.tile { color: red; }');
  });

  it.each([
    ['still loading', '<main aria-busy="true"></main>'],
    ['a dialog open', `${SCREEN}<div role="dialog">Activate?</div>`],
    ['a menu open', `<nav><button aria-expanded="true">Menu</button></nav>${SCREEN}`],
    ['nothing', ''],
  ])('keeps nothing of a screen with %s', (_, markup) => {
    page(markup);
    expect(captureScreen(document.getElementById('root')!)).toBeNull();
  });

  it('keeps nothing while the snapshot the loader painted is still over the page', () => {
    page(SCREEN);
    document.body.prepend(Object.assign(document.createElement('div'), { innerHTML: '<main>Last visit</main>' }));
    document.body.firstElementChild!.setAttribute('data-screen-snapshot', '');
    expect(captureScreen(document.getElementById('root')!)).toBeNull();
  });

  it('names app paths without the base', () => {
    expect(appPath('/coupons/', '/')).toBe('/coupons');
    expect(appPath('/portal/coupons', '/portal/')).toBe('/coupons');
    expect(appPath('/other/coupons', '/portal/')).toBeNull();
  });
});

describe('writing it', () => {
  it("writes the coupon screen under the member's token tag, with the page's context and path", () => {
    page(SCREEN);
    expect(writeScreenSnapshot(context)).toBe(true);
    expect(stored()).toMatchObject({ ...context, owner: tokenTag('token-a'), path: '/coupons' });
    expect(stored()!.html).toContain('Coffee');
  });

  it('writes nothing for another screen, another language shown, or signed out', () => {
    page(SCREEN, '/rewards');
    expect(writeScreenSnapshot(context)).toBe(false);
    page(SCREEN);
    document.documentElement.lang = 'cs';
    expect(writeScreenSnapshot(context)).toBe(false);
    page(SCREEN);
    clearSession();
    expect(writeScreenSnapshot(context)).toBe(false);
    expect(stored()).toBeNull();
  });

  it('drops the stored one instead of writing one over the size limit', () => {
    page(SCREEN);
    writeScreenSnapshot(context);
    page(`<main>${'x'.repeat(SNAPSHOT_MAX_CHARS)}</main>`);
    expect(writeScreenSnapshot(context)).toBe(false);
    expect(stored()).toBeNull();
  });
});

describe('it follows the session', () => {
  const keep = () => {
    page(SCREEN);
    writeScreenSnapshot(context);
    expect(stored()?.owner).toBe(tokenTag(getToken()));
  };
  let current = 'token-a';
  const getToken = () => current;
  const tokens = (token: string, change: 'sign-in' | 'refresh') => {
    current = token;
    setTokens({ token, refresh_token: `r-${token}` }, change);
  };
  beforeEach(() => (current = 'token-a'));

  it("moves to the new token on this tab's refresh", () => {
    keep();
    tokens('token-a2', 'refresh');
    expect(stored()?.owner).toBe(tokenTag('token-a2'));
  });

  it('goes on sign-out and on any sign-in', () => {
    keep();
    clearSession();
    expect(stored()).toBeNull();
    tokens('token-b', 'sign-in');
    keep();
    tokens('token-c', 'sign-in');
    expect(stored()).toBeNull();
  });

  it("goes when another tab's session is not the one it is tagged with, stays when that tab moved it", () => {
    keep();
    const otherTab = (token: string) => {
      localStorage.setItem('auth', JSON.stringify({ token, refresh_token: 'r' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    };
    // That tab refreshed and moved the snapshot first (its own refresh).
    localStorage.setItem(SCREEN_SNAPSHOT_KEY, JSON.stringify({ ...stored(), owner: tokenTag('token-a3') }));
    otherTab('token-a3');
    expect(stored()?.owner).toBe(tokenTag('token-a3'));
    otherTab('token-z');
    expect(stored()).toBeNull();
  });
});
