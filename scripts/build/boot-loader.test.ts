import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder';
import { PAINT_WAIT_MS } from '../../src/boot-loader/boot-loader';
import { bootLoaderFiles, compileBootLoader, inlinable, withBootLoader } from './boot-loader';
import { runLoader } from './loader-page';

const LOADER = await compileBootLoader();

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
  const html = withBootLoader(BUILT, LOADER);
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
    expect(body).toMatch(new RegExp(`<script id="boot-loader" ${NONCE} data-fetch=[^>]*>\\(function ?\\([\\s\\S]*</script>\\n  </body>\\n</html>$`));
    expect(bootLoaderFiles(html)).toEqual({
      fetch: ['/portal.config.json', '/assets/en-CsUCaPUZ.json'],
      module: '/assets/index-DQh0JwC6.js',
      modulepreload: ['/assets/boot-DE_RK1fa.js', '/assets/render-BhZ1XwAv.js'],
    });
  });

  it('fails the build unless <head> has exactly one module script', () => {
    expect(() => withBootLoader(BUILT.replace(/<script type="module".*\n/, ''), LOADER)).toThrow(/one module script/);
    expect(() => withBootLoader(BUILT.replace('</head>', '<script type="module" src="/b.js"></script></head>'), LOADER)).toThrow(/found 2/);
  });

  it('reads no loader from a page without one', () => {
    expect(bootLoaderFiles(BUILT)).toBeNull();
  });
});

describe('compileBootLoader (src/boot-loader/ as one classic script)', () => {
  it('is what the page carries: one minified line, run as a script that leaves no globals behind', () => {
    expect(/<script id="boot-loader"[^>]*>([\s\S]*?)<\/script>/.exec(withBootLoader(BUILT, LOADER))![1]).toBe(LOADER);
    expect(LOADER).not.toContain('\n');
    // One function expression called at once: a classic script's top-level declarations would be globals.
    expect(LOADER).toMatch(/^\(function\(\)\{.*\}\)\(\);$/);
    const before = new Set(Object.getOwnPropertyNames(window));
    runLoader(LOADER, '<div id="root"></div>', { fetch: '', module: '/assets/index.js', modulepreload: '' });
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
    expect(Object.getOwnPropertyNames(window).filter((name) => !before.has(name))).toEqual([]);
  });

  it('refuses code that would end or confuse its inline script, or that holds the nonce placeholder', () => {
    expect(inlinable('a("b")')).toBe('a("b")');
    expect(() => inlinable('a("</script>")')).toThrow(/<\/script/);
    expect(() => inlinable('a("<!--")')).toThrow(/<!--/);
    expect(() => inlinable(`a("${CSP_NONCE_PLACEHOLDER}")`)).toThrow(/cannot be inlined/);
  });
});

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

describe('the loader in the page', () => {
  const code = /<script id="boot-loader"[^>]*>([\s\S]*?)<\/script>/.exec(withBootLoader(BUILT, LOADER))![1]!;
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
    const root = rendered ? '<template id="first-screen"></template><header>Portal</header>' : '<main class="boot-fallback"></main>';
    runLoader(code, `<div id="root">${root}</div>`, { fetch: '/portal.config.json /assets/en.json', module: '/assets/index.js', modulepreload: '/assets/boot.js /assets/render.js' });
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
