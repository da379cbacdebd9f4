import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MS, runBootLoader, signedIn, startBoot, waitsForPaint } from './boot-loader';

// The loader's functions, called directly; scripts/build/boot-loader.test.ts runs the built loader.
const started = () =>
  [...document.head.children].map((e) => `${e.getAttribute('rel') ?? e.getAttribute('type')} ${e.getAttribute('href') ?? e.getAttribute('src')} ${(e as HTMLElement).nonce}`);

/** A page whose #root carries a render (`template#first-screen`) or not. */
function page(rendered: boolean) {
  document.head.replaceChildren();
  document.body.innerHTML = `<div id="root">${rendered ? '<template id="first-screen"></template>' : ''}</div>`;
}

class PaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static callback: ((entries: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  constructor(callback: typeof PaintObserver.callback) {
    PaintObserver.callback = callback;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  PaintObserver.supportedEntryTypes = ['paint'];
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  delete (document as { prerendering?: boolean }).prerendering;
});

describe('startBoot', () => {
  it('appends the fetch preloads, the module script, then its module preloads to <head>, each with the nonce', () => {
    page(false);
    startBoot({ fetch: '/a.json /b.json', module: '/index.js', modulepreload: '/boot.js' }, 'n1');
    expect(started()).toEqual(['preload /a.json n1', 'preload /b.json n1', 'module /index.js n1', 'modulepreload /boot.js n1']);
    const [fetch, , script] = [...document.head.children];
    expect(fetch!.getAttribute('as')).toBe('fetch');
    expect(fetch!.getAttribute('crossorigin')).toBe('anonymous');
    expect(script!.getAttribute('crossorigin')).toBe('');
  });

  it('starts only the module script when the lists are empty, and sets no nonce without one', () => {
    page(false);
    startBoot({ fetch: '', module: '/index.js', modulepreload: '' }, '');
    expect(started()).toEqual(['module /index.js ']);
  });
});

describe('signedIn', () => {
  it("sees a member's session in local or session storage", () => {
    expect(signedIn()).toBe(false);
    sessionStorage.setItem('auth', '{}');
    expect(signedIn()).toBe(true);
    sessionStorage.clear();
    localStorage.setItem('auth', '{}');
    expect(signedIn()).toBe(true);
  });

  it('reads storage it may not use (blocked cookies) as no session', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(signedIn()).toBe(false);
  });
});

describe('waitsForPaint', () => {
  it('waits on a page with a render, or under a painted snapshot, when the paint will be reported', () => {
    page(true);
    expect(waitsForPaint(false)).toBe(true);
    page(false);
    expect(waitsForPaint(false)).toBe(false);
    expect(waitsForPaint(true)).toBe(true);
  });

  it("does not wait for a render's paint with a member's session (the render is the signed-out screen), but does under a snapshot", () => {
    page(true);
    localStorage.setItem('auth', '{}');
    expect(waitsForPaint(false)).toBe(false);
    expect(waitsForPaint(true)).toBe(true);
  });

  it('does not wait on a page that is hidden or prerendering, nor without paint timing', () => {
    page(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(waitsForPaint(true)).toBe(false);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    Object.assign(document, { prerendering: true });
    expect(waitsForPaint(true)).toBe(false);
    Object.assign(document, { prerendering: false });
    expect(waitsForPaint(true)).toBe(true);
    PaintObserver.supportedEntryTypes = ['resource'];
    expect(waitsForPaint(true)).toBe(false);
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(waitsForPaint(true)).toBe(false);
  });
});

describe('runBootLoader', () => {
  const loader = () => {
    const script = document.createElement('script');
    Object.assign(script.dataset, { fetch: '', module: '/index.js', modulepreload: '' });
    script.nonce = 'n2';
    document.body.append(script);
    return script;
  };

  it('starts once: on the first contentful paint, not again at the bounded wait', () => {
    vi.useFakeTimers();
    try {
      page(true);
      runBootLoader(loader());
      expect(started()).toEqual([]);
      PaintObserver.callback!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(started()).toEqual(['module /index.js n2']);
      vi.advanceTimersByTime(PAINT_WAIT_MS);
      expect(started()).toEqual(['module /index.js n2']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once when the browser refuses to observe paints', () => {
    vi.spyOn(PaintObserver.prototype, 'observe').mockImplementation(() => {
      throw new TypeError('unsupported');
    });
    page(true);
    runBootLoader(loader());
    expect(started()).toEqual(['module /index.js n2']);
  });
});
