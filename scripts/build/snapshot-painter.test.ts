import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_VERSION, tokenTag } from '../../src/lib/offline/snapshot-owner';
import { SNAPSHOT_LAYER_MS } from '../../src/boot-loader/snapshot-painter';
import { compileBootLoader, withBootLoader } from './boot-loader';
import { runLoader } from './loader-page';

const LOADER = await compileBootLoader();

// The boot loader's first step on a member's page (src/boot-loader/snapshot-painter.ts), run as the built page runs it.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("the loader paints a returning member's last screen", () => {
  const code = /<script id="boot-loader"[^>]*>([\s\S]*?)<\/script>/.exec(withBootLoader(BUILT, LOADER))![1]!;
  const TOKEN = 'access-token-of-member-a';
  const page = { channel_id: 'demo', version: 'v7', language: 'en' };
  const snapshot = (changes: Record<string, unknown> = {}) => ({
    v: SNAPSHOT_VERSION,
    owner: tokenTag(TOKEN),
    build: '/assets/index.js',
    path: '/coupons',
    savedAt: Date.now() - 60_000,
    channel: 'demo',
    version: 'v7',
    language: 'en',
    css: '.tile{color:red}',
    html: '<main><article data-server-style="gap: 4px">Coupon A</article></main>',
    ...changes,
  });
  let paintReported: (() => void) | undefined;

  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
      paintReported = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
    observe() {}
    disconnect() {}
  }

  /** Runs the loader on /coupons with `stored` as the snapshot, the member's session and the page's channel document. */
  function load(stored: unknown, options: { rendered?: boolean; token?: string; document?: unknown; raw?: string; offline?: boolean } = {}) {
    window.history.replaceState(null, '', '/coupons');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!options.offline);
    localStorage.setItem('portal.screenSnapshot', options.raw ?? JSON.stringify(stored));
    localStorage.setItem('auth', JSON.stringify({ token: options.token ?? TOKEN, refresh_token: 'r' }));
    const root = options.rendered ? '<template id="first-screen"></template><header>Portal</header>' : '<main class="boot-fallback"></main>';
    const body = `<div id="root">${root}</div><script type="application/json" id="channel-document">${JSON.stringify({ data: options.document ?? page })}</script>`;
    runLoader(code, body, { fetch: '', module: '/assets/index.js', modulepreload: '' });
  }
  const root = () => document.getElementById('root')!;
  const booted = () => document.head.querySelector('script') !== null;

  beforeEach(() => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const layer = () => document.querySelector<HTMLElement>('div[data-screen-snapshot]');

  it("paints it in an inert layer over #root, with its styles under the loader's nonce and its style props through the CSSOM, then boots on the paint", () => {
    load(snapshot({ background: 'rgb(250, 250, 250)' }));
    expect(layer()!.nextElementSibling).toBe(root());
    expect(root().querySelector('main.boot-fallback')).not.toBeNull();
    expect(root().style.visibility).toBe('hidden');
    expect(layer()!.textContent).toBe('Coupon A');
    expect(layer()!.hasAttribute('inert')).toBe(true);
    expect(layer()!.style.position).toBe('absolute');
    expect(layer()!.style.backgroundColor).toBe('rgb(250, 250, 250)');
    const article = layer()!.querySelector('article')!;
    expect(article.style.gap).toBe('4px');
    expect(article.hasAttribute('data-server-style')).toBe(false);
    const style = document.head.querySelector('style[data-screen-snapshot]') as HTMLStyleElement;
    expect(style.textContent).toBe('.tile{color:red}');
    expect(style.nonce).toBe('abc');
    expect(booted()).toBe(false);
    paintReported!();
    expect(booted()).toBe(true);
  });

  it("goes at the member's first tap or key (it reaches the client's screen beneath)", () => {
    load(snapshot());
    window.dispatchEvent(new Event('keydown'));
    expect(layer()).toBeNull();
    expect(document.head.querySelector('style[data-screen-snapshot]')).toBeNull();
    expect(root().style.visibility).toBe('');
  });

  it("goes once #root holds the client's main with nothing busy in it for a frame", async () => {
    vi.useFakeTimers();
    try {
      load(snapshot());
      const frame = async () => {
        await Promise.resolve();
        vi.advanceTimersByTime(20);
      };
      root().innerHTML = '<header>Portal</header><main><div aria-busy="true">Loading…</div></main>';
      await frame();
      expect(layer()).not.toBeNull();
      expect(root().style.visibility).toBe('hidden');
      root().querySelector('div')!.removeAttribute('aria-busy');
      await frame();
      expect(layer()).toBeNull();
      expect(document.head.querySelector('style[data-screen-snapshot]')).toBeNull();
      expect(root().style.visibility).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes by itself after SNAPSHOT_LAYER_MS, should the page never settle', () => {
    vi.useFakeTimers();
    try {
      load(snapshot());
      vi.advanceTimersByTime(SNAPSHOT_LAYER_MS - 1);
      expect(layer()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(layer()).toBeNull();
      expect(root().style.visibility).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  const notPainted: Array<[string, Parameters<typeof load>]> = [
    ["another session's token", [snapshot(), { token: 'access-token-of-member-b' }]],
    ['another build', [snapshot({ build: '/assets/index-old.js' })]],
    ['another path', [snapshot({ path: '/rewards' })]],
    ['a day old', [snapshot({ savedAt: Date.now() - 24 * 60 * 60_000 - 1 })]],
    ['another version of the channel', [snapshot(), { document: { ...page, version: 'v8' } }]],
    ['another language', [snapshot(), { document: { ...page, language: 'cs' } }]],
    ['another format', [snapshot({ v: SNAPSHOT_VERSION + 1 })]],
    ['a page that carries a server render', [snapshot(), { rendered: true }]],
    ['a browser offline (the client shows its offline state)', [snapshot(), { offline: true }]],
  ];
  it.each(notPainted)('paints nothing for %s, and a member boots at once', (_, args) => {
    load(...args);
    expect(layer()).toBeNull();
    expect(document.body.textContent).not.toContain('Coupon A');
    expect(document.head.querySelector('style[data-screen-snapshot]')).toBeNull();
    expect(booted()).toBe(true);
  });

  it('paints nothing from a snapshot that is not JSON, and boots', () => {
    load(null, { raw: '{not json' });
    expect(layer()).toBeNull();
    expect(booted()).toBe(true);
  });
});
