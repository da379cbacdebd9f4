import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder';
import { SNAPSHOT_VERSION, tokenTag } from '../../src/lib/offline/snapshot-owner';
import { bootLoaderFiles, PAINT_WAIT_MS, withBootLoader } from './boot-loader';
import { SNAPSHOT_LAYER_MS } from './snapshot-painter';

const NONCE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/** index.html as Vite and renderer-preload.ts leave it before this plugin (shortened). */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="preload" href="/portal.config.json" as="fetch" crossorigin="anonymous"  ${NONCE}/>
    <style ${NONCE}>html,body{margin:0}</style>
    <meta property="csp-nonce" ${NONCE}>
    <script type="module" crossorigin src="/assets/index-DQh0JwC6.js" ${NONCE}></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-DE_RK1fa.js" ${NONCE}>
    <link rel="modulepreload" crossorigin href="/assets/render-BhZ1XwAv.js" ${NONCE}>
    <link rel="stylesheet" crossorigin href="/assets/index-AAAAAAAA.css" ${NONCE}>
    <link rel="preload" href="/assets/en-CsUCaPUZ.json" as="fetch" crossorigin="anonymous" ${NONCE}>
  </head>
  <body>
    <div id="root"><!--# include virtual="/__portal/first-screen" stub="boot-fallback" --></div>
    <script type="application/json" id="channel-document" ${NONCE}><!--# include virtual="/__portal/channel-document" --></script>
  </body>
</html>`;

describe('withBootLoader (the built index.html)', () => {
  const html = withBootLoader(BUILT);
  const head = html.slice(0, html.indexOf('</head>'));

  it('leaves no script request in <head>: the module script, module preloads and fetch preloads are gone', () => {
    expect(head).not.toMatch(/<script/);
    expect(head).not.toMatch(/modulepreload|rel="preload"/);
    expect(head).not.toMatch(/\n[ \t]*\n/);
  });

  it('keeps everything else in <head> as it was (styles, the nonce meta tag, a stylesheet)', () => {
    expect(head).toContain(`<style ${NONCE}>html,body{margin:0}</style>`);
    expect(head).toContain(`<meta property="csp-nonce" ${NONCE}>`);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-AAAAAAAA.css"');
  });

  it('puts one nonced loader last in <body>, after #root and the channel document, naming what it starts', () => {
    const body = html.slice(html.indexOf('<body>'));
    expect(body.match(/<script\b/g)).toHaveLength(2);
    expect(body.indexOf('id="channel-document"')).toBeLessThan(body.indexOf('id="boot-loader"'));
    expect(body).toMatch(new RegExp(`<script id="boot-loader" ${NONCE} data-fetch=[^>]*>\\(function \\(loader\\)[\\s\\S]*</script>\\n  </body>\\n</html>$`));
    expect(bootLoaderFiles(html)).toEqual({
      fetch: ['/portal.config.json', '/assets/en-CsUCaPUZ.json'],
      module: '/assets/index-DQh0JwC6.js',
      modulepreload: ['/assets/boot-DE_RK1fa.js', '/assets/render-BhZ1XwAv.js'],
    });
  });

  it('fails the build unless <head> has exactly one module script', () => {
    expect(() => withBootLoader(BUILT.replace(/<script type="module".*\n/, ''))).toThrow(/one module script/);
    expect(() => withBootLoader(BUILT.replace('</head>', '<script type="module" src="/b.js"></script></head>'))).toThrow(/found 2/);
  });

  it('reads no loader from a page without one', () => {
    expect(bootLoaderFiles(BUILT)).toBeNull();
  });
});

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

describe('the loader in the page', () => {
  const code = /<script id="boot-loader"[^>]*>([\s\S]*?)<\/script>/.exec(withBootLoader(BUILT))![1]!;
  let report: PaintCallback | undefined;
  let visibility: DocumentVisibilityState;

  class FakePaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: PaintCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }

  const paint = (...names: string[]) => report?.({ getEntriesByName: (name) => names.filter((n) => n === name) });
  const started = () => [...document.head.querySelectorAll('script, link')].map((e) => `${e.getAttribute('rel') ?? e.getAttribute('type')} ${e.getAttribute('href') ?? e.getAttribute('src')}`);

  /** Runs the loader in a page whose #root does or does not carry a render. */
  function load(rendered: boolean) {
    document.head.replaceChildren();
    document.body.innerHTML = `<div id="root">${rendered ? '<template id="first-screen"></template><header>Portal</header>' : '<main class="boot-fallback"></main>'}</div>`;
    const script = document.createElement('script');
    script.dataset.fetch = '/portal.config.json /assets/en.json';
    script.dataset.module = '/assets/index.js';
    script.dataset.modulepreload = '/assets/boot.js /assets/render.js';
    script.nonce = 'abc';
    document.body.append(script);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    new Function(code)();
  }

  beforeEach(() => {
    vi.useFakeTimers();
    report = undefined;
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const ALL = ['preload /portal.config.json', 'preload /assets/en.json', 'module /assets/index.js', 'modulepreload /assets/boot.js', 'modulepreload /assets/render.js'];

  it('a page without a render: starts everything at once, in order, with its nonce', () => {
    load(false);
    expect(started()).toEqual(ALL);
    expect([...document.head.children].every((element) => (element as HTMLElement).nonce === 'abc')).toBe(true);
    expect(document.head.querySelector('script')?.getAttribute('crossorigin')).toBe('');
  });

  it('a page with a render: nothing until the first contentful paint, then everything once', () => {
    load(true);
    expect(started()).toEqual([]);
    paint('first-paint');
    expect(started()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(started()).toEqual(ALL);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(started()).toEqual(ALL);
  });

  it('never waits forever: no paint reported, it starts after the bounded wait', () => {
    load(true);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(ALL);
  });

  it('a hidden page (no paint comes) starts at once; one turning hidden while it waits starts then', () => {
    visibility = 'hidden';
    load(true);
    expect(started()).toEqual(ALL);
    visibility = 'visible';
    load(true);
    expect(started()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toEqual(ALL);
  });

  it("a member's session in either storage starts at once (the render is the signed-out screen)", () => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('auth', JSON.stringify({ token: 't', refresh_token: 'r' }));
      try {
        load(true);
        expect(started()).toEqual(ALL);
      } finally {
        storage.removeItem('auth');
      }
    }
    load(true);
    expect(started()).toEqual([]);
  });

  it('a browser without paint timing starts at once', () => {
    FakePaintObserver.supportedEntryTypes = ['resource'];
    try {
      load(true);
      expect(started()).toEqual(ALL);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    }
    vi.stubGlobal('PerformanceObserver', undefined);
    load(true);
    expect(started()).toEqual(ALL);
  });
});

describe("the loader paints a returning member's last screen", () => {
  const code = /<script id="boot-loader"[^>]*>([\s\S]*?)<\/script>/.exec(withBootLoader(BUILT))![1]!;
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
    document.head.replaceChildren();
    const root = options.rendered ? '<template id="first-screen"></template><header>Portal</header>' : '<main class="boot-fallback"></main>';
    document.body.innerHTML = `<div id="root">${root}</div><script type="application/json" id="channel-document">${JSON.stringify({ data: options.document ?? page })}</script>`;
    const script = document.createElement('script');
    script.dataset.fetch = '';
    script.dataset.module = '/assets/index.js';
    script.dataset.modulepreload = '';
    script.nonce = 'abc';
    document.body.append(script);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    new Function(code)();
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
