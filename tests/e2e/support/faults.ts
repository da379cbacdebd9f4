// Helpers for the fault, session and security specs: route rewriting, toasts, and the XSS traps
// and DOM audit used with the DOMPurify corpus (/work/shared/corpora/xss-payloads.json).
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type Route } from '@playwright/test';

export type XssCase = { title: string; payload: string };

const CORPUS_PATH = '/work/shared/corpora/xss-payloads.json';

/** The global the traps watch: anything that runs and touches it is a finding. */
export const XSS_FLAG = '__xssFlag';
const UNTOUCHED = 'untouched';

/** Payloads of our own aimed at the flag, so the flag check cannot pass by never being targeted. */
const canaries: XssCase[] = [
  { title: 'canary: inline script', payload: `<script>window.${XSS_FLAG}='script'</script>` },
  { title: 'canary: onerror', payload: `<img src="x:x" onerror="window.${XSS_FLAG}='onerror'">` },
  { title: 'canary: svg onload', payload: `<svg onload="window.${XSS_FLAG}='svg'"></svg>` },
  { title: 'canary: javascript link', payload: `<a id="xss-js-link" href="javascript:window.${XSS_FLAG}='href'">link</a>` },
  { title: 'canary: markdown link', payload: `[md link](javascript:window.${XSS_FLAG}='md')` },
  { title: 'canary: markdown image', payload: `![md image](javascript:window.${XSS_FLAG}='img')` },
  { title: 'canary: markdown autolink', payload: `<javascript:window.${XSS_FLAG}='auto'>` },
  { title: 'canary: css escape', payload: `a{}</style><img src="x:x" onerror="window.${XSS_FLAG}='css'"><style>` },
  { title: 'canary: css import', payload: `@import url("https://evil.example/x.css"); a{background:url(https://evil.example/p.gif)}` },
];

/** The 223 DOMPurify payloads followed by our canaries. */
export function loadXssCases(): XssCase[] {
  const corpus = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as { count: number; cases: XssCase[] };
  expect(corpus.cases.length, 'corpus size').toBe(corpus.count);
  return [...corpus.cases, ...canaries];
}

export type XssTraps = { dialogs: string[] };

/**
 * Arms window.alert/confirm/prompt/print and the flag before any page script runs, and records
 * every real dialog (dismissing it) in case a payload reaches one the init script did not cover.
 */
export async function armXssTraps(page: Page): Promise<XssTraps> {
  const traps: XssTraps = { dialogs: [] };
  page.on('dialog', (dialog) => {
    traps.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(
    ({ flag, untouched }) => {
      const w = window as unknown as Record<string, unknown>;
      w[flag] = untouched;
      const calls: string[] = [];
      w.__xssCalls = calls;
      for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
        w[name] = (...args: unknown[]) => {
          calls.push(`${name}(${args.map(String).join(', ')})`);
          return name === 'confirm' ? false : null;
        };
      }
    },
    { flag: XSS_FLAG, untouched: UNTOUCHED },
  );
  return traps;
}

let builtLoader: string | undefined;
/** The text of the build's boot loader (scripts/build/boot-loader.ts), the one inline script it writes. */
function bootLoaderText(): string {
  builtLoader ??= /<script id="boot-loader"[^>]*>([^]*?)<\/script>/.exec(readFileSync('dist/index.html', 'utf8'))?.[1] ?? '';
  return builtLoader;
}

/** What an audit of the live document found: every string is a violation. */
export async function auditDocument(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ flag, untouched, loader }) => {
      const findings: string[] = [];
      const w = window as unknown as Record<string, unknown>;
      if (w[flag] !== untouched) findings.push(`flag changed to ${String(w[flag])}`);
      for (const call of (w.__xssCalls as string[] | undefined) ?? []) findings.push(`called ${call}`);

      const urlAttributes = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'srcset', 'ping'];
      // As the URL parser reads it: controls and whitespace around and inside the scheme do not count.
      // eslint-disable-next-line no-control-regex
      const scheme = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;

      const audit = (doc: Document, where: string) => {
        for (const el of Array.from(doc.querySelectorAll('*'))) {
          const tag = el.tagName.toLowerCase();
          if (tag === 'script') {
            const src = el.getAttribute('src');
            const fromBuild = src !== null && new URL(src, doc.baseURI).href.startsWith(`${location.origin}/assets/`);
            // The build's boot loader, exactly as built, once, in the page itself.
            const isLoader = doc === document && src === null && el.id === 'boot-loader' && loader !== '' && el.textContent === loader &&
              doc.querySelectorAll('script#boot-loader').length === 1;
            if (!isLoader && (!fromBuild || el.textContent?.trim())) findings.push(`${where}: script ${el.outerHTML.slice(0, 120)}`);
          }
          if (tag === 'object' || tag === 'embed' || tag === 'applet') findings.push(`${where}: ${tag} element`);
          if (tag === 'base') findings.push(`${where}: base element`);
          if (tag === 'meta' && /refresh/i.test(el.getAttribute('http-equiv') ?? '')) findings.push(`${where}: meta refresh`);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) findings.push(`${where}: ${describe(el)} has ${attr.name}="${attr.value.slice(0, 60)}"`);
            if (urlAttributes.includes(attr.name.toLowerCase()) && /(?:^|[\s,])(?:javascript|vbscript):/.test(scheme(attr.value))) {
              findings.push(`${where}: ${describe(el)} ${attr.name}="${attr.value.slice(0, 60)}"`);
            }
            if (attr.name.toLowerCase() === 'src' && scheme(attr.value).startsWith('data:text/html')) {
              findings.push(`${where}: ${describe(el)} loads a data:text/html document`);
            }
          }
        }
        // The head holds only what the build and the libraries put there.
        for (const el of Array.from(doc.head?.children ?? [])) {
          if (!['meta', 'title', 'link', 'style', 'script'].includes(el.tagName.toLowerCase())) {
            findings.push(`${where}: unexpected ${describe(el)} in head`);
          }
        }
        for (const frame of Array.from(doc.querySelectorAll('iframe, frame'))) {
          const sandbox = frame.getAttribute('sandbox');
          const tokens = sandbox === null ? null : sandbox.toLowerCase().split(/\s+/);
          // A frame sandboxed without allow-scripts cannot run anything (the html-page design):
          // its raw content is inert, so only frames that could run script are audited inside.
          if (tokens && !tokens.includes('allow-scripts')) continue;
          const inner = (frame as HTMLIFrameElement).contentDocument;
          if (!inner) findings.push(`${where}: a frame that may run script and cannot be audited: ${describe(frame)}`);
          else audit(inner, `${where} > frame`);
        }
      };
      audit(document, 'document');

      const css = document.getElementById('portal-custom-css');
      if (css) {
        if (css.tagName !== 'STYLE' || css.parentElement !== document.head) findings.push('custom CSS is not a <style> in head');
        if (document.querySelectorAll('#portal-custom-css').length !== 1) findings.push('more than one custom CSS element');
        if (css.childElementCount > 0 || /<\s*\/?\s*style/i.test(css.textContent ?? '')) findings.push('custom CSS can close its <style>');
        const text = css.textContent ?? '';
        if (/@import/i.test(text)) findings.push('custom CSS keeps @import');
        if (/url\(\s*['"]?\s*(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i.test(text)) findings.push('custom CSS keeps a remote url(');
        const rules = (list: CSSRuleList): CSSRule[] =>
          Array.from(list).flatMap((rule) => ('cssRules' in rule ? [rule, ...rules((rule as CSSGroupingRule).cssRules)] : [rule]));
        const sheet = (css as HTMLStyleElement).sheet;
        for (const rule of sheet ? rules(sheet.cssRules) : []) {
          if (rule instanceof CSSImportRule) findings.push(`custom CSS imports ${rule.href}`);
          if (/url\(\s*"?(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(rule.cssText)) findings.push(`custom CSS rule loads ${rule.cssText.slice(0, 80)}`);
        }
      }
      return findings;
    },
    { flag: XSS_FLAG, untouched: UNTOUCHED, loader: bootLoaderText() },
  );
}

/** No dialog, flag untouched, and the document clean. */
export async function expectNoXss(page: Page, traps: XssTraps, where: string) {
  expect(traps.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(await auditDocument(page), `XSS findings on ${where}`).toEqual([]);
}

type Json = Record<string, unknown>;

/**
 * Serves the real API answer of every call matching `pattern`, with `rewrite` applied to its
 * `data` (the demo backend wraps payloads in `{data}`).
 */
/**
 * The portal boots from the individual config calls, as against a backend without the channel
 * document: the demo answers 404 for it, in the page (an empty block) and as a call. A route on a
 * config call (`rewriteApi`, `page.route`) needs this to see that call.
 */
export async function individualConfigCalls(page: Page) {
  const response = await page.request.post('/__demo/fault', { data: { path: 'platform/config/document', status: 404, times: 1000 } });
  expect(response.ok(), `/__demo/fault answered ${response.status()}`).toBe(true);
}

/** The portal's pages come without the channel document (a server without the include): the portal asks for it. */
export async function withoutInlineDocument(page: Page) {
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname) && !url.pathname.startsWith('/wl/') && !url.pathname.startsWith('/__'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script type="application\/json" id="channel-document"[^>]*>)[^]*?(<\/script>)/, '$1$2');
      await route.fulfill({ response, body: html });
    },
  );
}

export async function rewriteApi(page: Page, pattern: string | RegExp, rewrite: (data: Json, url: URL) => Json | void) {
  // A RegExp's source escapes its slashes (`platform\/config\/`): compare without them.
  if (String(pattern).replaceAll('\\/', '/').includes('platform/config/')) await individualConfigCalls(page);
  await page.route(pattern, async (route: Route) => {
    let response;
    try {
      response = await route.fetch();
    } catch {
      // The page navigated away while this call was in flight: nobody waits for the answer.
      await route.abort().catch(() => undefined);
      return;
    }
    const body = (await response.json()) as { data: Json };
    const data = rewrite(body.data, new URL(route.request().url())) ?? body.data;
    await route.fulfill({ response, json: { ...body, data } });
  });
}

/** The toast region and its toasts (react-toastify under the `Notifications` region). */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

export function toasts(page: Page): Locator {
  return toastRegion(page).locator('.Toastify__toast');
}

/**
 * Records the text of every toast the page ever renders (one that came and went counts too), from the
 * next navigation on; the returned function reads what was recorded so far.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Node>();
    const texts: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = texts;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.Toastify__toast'))) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        texts.push(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}

/** A toast sits in the top-right corner of the viewport (spec section 9). */
export async function expectTopRight(page: Page, toast: Locator) {
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'toast box').not.toBeNull();
  expect(viewport, 'viewport').not.toBeNull();
  if (!box || !viewport) return;
  // Toasts start just below the header's height (fixed: they never cover it, Log out included,
  // whether or not the page is scrolled).
  const header = await page.getByRole('banner').boundingBox();
  const below = header ? header.height : 0;
  expect(box.y, 'toast below the header').toBeGreaterThanOrEqual(below - 1);
  expect(box.y, 'toast near the top, under the header').toBeLessThan(below + 40);
  expect(viewport.width - (box.x + box.width), 'toast near the right edge').toBeLessThan(40);
  expect(box.x, 'toast on the right half').toBeGreaterThan(viewport.width / 2);
  expect(box.width, 'toast at least 320px wide').toBeGreaterThanOrEqual(319);
}

/** Reads a storage entry of the page as JSON (null when absent). */
export async function storedAuth(page: Page, storage: 'localStorage' | 'sessionStorage'): Promise<Json | null> {
  const raw = await page.evaluate((name) => window[name].getItem('auth'), storage);
  return raw ? (JSON.parse(raw) as Json) : null;
}
