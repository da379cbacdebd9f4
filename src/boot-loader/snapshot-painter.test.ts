import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_REFRESH_ATTRIBUTE, SNAPSHOT_REFRESH_WAIT_MS } from '@/lib/offline/kept-refresh';
import { SNAPSHOT_VERSION, tokenTag } from '@/lib/offline/snapshot-owner';
import { paintSnapshot, SNAPSHOT_LAYER_MS } from './snapshot-painter';

// The painter called directly; scripts/build/snapshot-painter.test.ts runs it inside the built loader.
const TOKEN = 'access-token';
const PAGE = { channel_id: 'demo', version: 'v7', language: 'en' };
const stored = (changes: Record<string, unknown> = {}) => ({
  v: SNAPSHOT_VERSION,
  owner: tokenTag(TOKEN),
  build: '/assets/index.js',
  path: '/coupons',
  savedAt: Date.now() - 1000,
  ...PAGE,
  channel: 'demo',
  css: 'main{color:red}',
  html: '<main><p data-server-style="margin: 2px">Coupon A</p></main>',
  ...changes,
});

/** A member's page on /coupons: the stored snapshot, the session and the channel document (`document`, as the server writes it). */
function memberPage(snapshot: unknown, options: { auth?: string; document?: string } = {}) {
  localStorage.setItem('portal.screenSnapshot', JSON.stringify(snapshot));
  localStorage.setItem('auth', options.auth ?? JSON.stringify({ token: TOKEN }));
  document.head.replaceChildren();
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="channel-document">${options.document ?? JSON.stringify({ data: PAGE })}</script>`;
}
const layer = () => document.querySelector<HTMLElement>('div[data-screen-snapshot]');
const root = () => document.getElementById('root')!;

beforeEach(() => window.history.replaceState(null, '', '/coupons'));
afterEach(() => {
  // A layer a test left painted goes with its listeners and its timer.
  window.dispatchEvent(new Event('keydown'));
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('paintSnapshot', () => {
  it('paints a channel document written bare (no `data` envelope) as one in an envelope', () => {
    memberPage(stored(), { document: JSON.stringify(PAGE) });
    expect(paintSnapshot('/assets/index.js', 'n')).toBe(true);
    expect(layer()!.textContent).toBe('Coupon A');
    expect(layer()!.querySelector('p')!.style.margin).toBe('2px');
    expect(layer()!.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(document.head.querySelector('style')!.nonce).toBe('n');
  });

  it('gives its style element no nonce on a page without one', () => {
    memberPage(stored());
    expect(paintSnapshot('/assets/index.js', '')).toBe(true);
    expect(document.head.querySelector('style')!.nonce).toBe('');
  });

  it.each<[string, () => void]>([
    ['without #root', () => root().remove()],
    ['without a channel document', () => document.getElementById('channel-document')!.remove()],
    ['without a session', () => localStorage.removeItem('auth')],
    ['with a session that is not an object', () => localStorage.setItem('auth', 'null')],
    ['with a session whose token is not a string', () => localStorage.setItem('auth', '{"token":7}')],
    ['with a channel document that is not JSON', () => (document.getElementById('channel-document')!.textContent = '<!--# include -->')],
    ['with an empty channel document', () => (document.getElementById('channel-document')!.textContent = 'null')],
    ['with a snapshot whose time is not a number', () => localStorage.setItem('portal.screenSnapshot', JSON.stringify(stored({ savedAt: 'today' })))],
    ['with a snapshot that is null', () => localStorage.setItem('portal.screenSnapshot', 'null')],
  ])('paints nothing %s', (_, change) => {
    memberPage(stored());
    change();
    expect(paintSnapshot('/assets/index.js', 'n')).toBe(false);
    expect(layer()).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it("paints nothing of a member whose session's stated end has passed, and drops the snapshot", () => {
    memberPage(stored(), { auth: JSON.stringify({ token: TOKEN, ends_at: Date.now() - 1 }) });
    expect(paintSnapshot('/assets/index.js', 'n')).toBe(false);
    expect(layer()).toBeNull();
    expect(localStorage.getItem('portal.screenSnapshot')).toBeNull();
    memberPage(stored(), { auth: JSON.stringify({ token: TOKEN, ends_at: Date.now() + 60_000 }) });
    expect(paintSnapshot('/assets/index.js', 'n'), 'a session still running paints').toBe(true);
  });

  it('paints nothing for the build it was not written by, nor when storage may not be read', () => {
    memberPage(stored());
    expect(paintSnapshot(undefined, 'n')).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(paintSnapshot('/assets/index.js', 'n')).toBe(false);
    expect(layer()).toBeNull();
  });

  it('goes at the first pointer press, and then listens no more', () => {
    vi.useFakeTimers();
    try {
      memberPage(stored());
      const removed = vi.spyOn(window, 'removeEventListener');
      paintSnapshot('/assets/index.js', 'n');
      window.dispatchEvent(new Event('pointerdown'));
      expect(layer()).toBeNull();
      expect(root().style.visibility).toBe('');
      expect(removed.mock.calls.map(([type, , capture]) => [type, capture])).toEqual([
        ['pointerdown', true],
        ['keydown', true],
      ]);
      root().style.visibility = 'hidden';
      vi.advanceTimersByTime(SNAPSHOT_LAYER_MS);
      expect(root().style.visibility, 'a second drop leaves #root alone').toBe('hidden');
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays while #root holds the boot's fallback or no main", async () => {
    vi.useFakeTimers();
    try {
      memberPage(stored());
      paintSnapshot('/assets/index.js', 'n');
      const frame = async () => {
        await Promise.resolve();
        vi.advanceTimersByTime(20);
      };
      root().innerHTML = '<main class="boot-fallback"></main>';
      await frame();
      expect(layer()).not.toBeNull();
      root().innerHTML = '<header>Portal</header>';
      await frame();
      expect(layer()).not.toBeNull();
      root().innerHTML = '<main>Coupons</main>';
      await frame();
      expect(layer()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for the client's kept data to be refreshed, at most SNAPSHOT_REFRESH_WAIT_MS once the screen is there", async () => {
    vi.useFakeTimers();
    try {
      const frame = async () => {
        await Promise.resolve();
        vi.advanceTimersByTime(20);
      };
      memberPage(stored());
      paintSnapshot('/assets/index.js', 'n');
      root().innerHTML = `<main ${KEPT_REFRESH_ATTRIBUTE}>Coupons (kept)</main>`;
      await frame();
      expect(layer(), 'the kept list is refreshing beneath it').not.toBeNull();
      root().querySelector('main')!.removeAttribute(KEPT_REFRESH_ATTRIBUTE);
      await frame();
      expect(layer(), 'refreshed: the client shows the current list').toBeNull();

      memberPage(stored());
      paintSnapshot('/assets/index.js', 'n');
      root().innerHTML = `<main ${KEPT_REFRESH_ATTRIBUTE}>Coupons (kept)</main>`;
      await frame();
      vi.advanceTimersByTime(SNAPSHOT_REFRESH_WAIT_MS - 100);
      expect(layer()).not.toBeNull();
      vi.advanceTimersByTime(100);
      expect(layer(), 'a slow refresh: the kept screen shows').toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
