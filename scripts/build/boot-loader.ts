// Vite plugin: paint first, then boot (docs/performance.md, "Paint first, then boot"). The built
// index.html loads no script from <head>: its module script, module preloads and fetch preloads
// become one inline, nonced loader at the end of <body>, which starts them at once on a page without
// a server render, and after the first contentful paint on a page whose #root carries one. A request
// the browser has issued before the paint it reports is part of what Lighthouse's simulation charges
// to the largest paint, so the render's paint must come before the ~180 kB of boot script is asked for.
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder.ts';
import { SESSION_STORAGE_KEY } from '../../src/lib/session/storage-key.ts';
import { SNAPSHOT_PAINTER } from './snapshot-painter.ts';

/** What the loader starts, in this order: fetch preloads (small JSON), the module script, its module preloads. */
export type BootFiles = { fetch: string[]; module: string; modulepreload: string[] };

/** The loader's `id`: the bench and the specs read its files from its data attributes (`bootLoaderFiles`). */
export const BOOT_LOADER_ID = 'boot-loader';

/**
 * Longest wait for the first contentful paint (ms) on a page with a render, should a browser that
 * supports paint timing never report it (a frame that is not rendered); then the boot starts anyway.
 */
export const PAINT_WAIT_MS = 2000;

/**
 * The loader (runs as a classic inline script; no syntax beyond ES2015, no globals left behind).
 * - First, on a page without a render, it paints the member's last screen when one is kept for this
 *   page and this member (snapshot-painter.ts).
 * - No `template#first-screen` in #root and no snapshot painted, a page not visible (hidden tab,
 *   prerender: no paint comes), no paint timing, a member's session in either storage without a
 *   snapshot painted: starts at once. A render is the signed-out screen, which a member's boot
 *   replaces: waiting for its paint would only show it longer.
 * - Else (a render or a snapshot painted) on the first contentful paint (buffered: a paint before this ran counts), the page turning
 *   hidden, or after PAINT_WAIT_MS, whichever comes first; once.
 * The module script is inserted last in <body>'s parse (this script is <body>'s last element), so
 * everything main.tsx reads (#root, #channel-document) is parsed even though an inserted module
 * script runs as soon as it has loaded. Inserted elements get this script's nonce (a CSP with
 * 'strict-dynamic' trusts them anyway; one without it allows them as 'self').
 */
const LOADER = `(function (loader) {
  var d = document, data = loader.dataset, nonce = loader.nonce, started = false;
  ${SNAPSHOT_PAINTER}
  function add(tag, attrs) {
    var element = d.createElement(tag);
    for (var name in attrs) element.setAttribute(name, attrs[name]);
    if (nonce) element.nonce = nonce;
    d.head.appendChild(element);
  }
  function list(value) { return value ? value.split(' ') : []; }
  function signedIn() {
    try { return !!(localStorage.getItem('${SESSION_STORAGE_KEY}') || sessionStorage.getItem('${SESSION_STORAGE_KEY}')); } catch (error) { return false; }
  }
  function start() {
    if (started) return;
    started = true;
    list(data.fetch).forEach(function (href) { add('link', { rel: 'preload', href: href, as: 'fetch', crossorigin: 'anonymous' }); });
    add('script', { type: 'module', crossorigin: '', src: data.module });
    list(data.modulepreload).forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
  }
  var P = window.PerformanceObserver, painted = paintSnapshot(data.module, nonce);
  if ((!painted && (!d.querySelector('#root > template#first-screen') || signedIn())) || d.visibilityState !== 'visible' || d.prerendering ||
      !P || !P.supportedEntryTypes || P.supportedEntryTypes.indexOf('paint') < 0) return start();
  try {
    var observer = new P(function (entries) {
      if (entries.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start(); }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  d.addEventListener('visibilitychange', function () { if (d.visibilityState !== 'visible') start(); });
  setTimeout(start, ${PAINT_WAIT_MS});
})(document.currentScript);`;

type Tag = { text: string; attrs: Map<string, string> };

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function tagsOf(html: string, name: 'script' | 'link'): Tag[] {
  const pattern = name === 'script' ? /<script\b([^>]*)>\s*<\/script>/gi : /<link\b([^>]*?)\/?>/gi;
  return [...html.matchAll(pattern)].map((match) => {
    const attrs = new Map<string, string>();
    for (const [, key, ...values] of match[1]!.matchAll(ATTRIBUTE)) attrs.set(key!.toLowerCase(), values.find((v) => v !== undefined) ?? '');
    return { text: match[0], attrs };
  });
}

/** `html` without `text`, and without its line when nothing else is on it. */
function withoutLine(html: string, text: string): string {
  const at = html.indexOf(text);
  const lineStart = html.lastIndexOf('\n', at - 1) + 1;
  const from = /^[ \t]*$/.test(html.slice(lineStart, at)) ? lineStart : at;
  const to = html[at + text.length] === '\n' && from === lineStart ? at + text.length + 1 : at + text.length;
  return html.slice(0, from) + html.slice(to);
}

const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with its head's module script, module preloads and fetch preloads replaced by the
 * loader at the end of <body>. Stylesheets and everything else stay where they are. Throws when
 * the head has no module script or more than one (the loader starts exactly one).
 */
export function withBootLoader(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !html.includes('</body>')) throw new Error('boot-loader: index.html has no </head> or </body>');
  let head = html.slice(0, headEnd);
  const scripts = tagsOf(head, 'script').filter((tag) => tag.attrs.get('type') === 'module' && tag.attrs.has('src'));
  if (scripts.length !== 1) throw new Error(`boot-loader: expected one module script in <head>, found ${scripts.length}`);
  const links = tagsOf(head, 'link');
  const modulepreloads = links.filter((tag) => tag.attrs.get('rel') === 'modulepreload');
  const fetches = links.filter((tag) => tag.attrs.get('rel') === 'preload' && tag.attrs.get('as') === 'fetch');
  const files: BootFiles = {
    fetch: fetches.map((tag) => tag.attrs.get('href')!),
    module: scripts[0]!.attrs.get('src')!,
    modulepreload: modulepreloads.map((tag) => tag.attrs.get('href')!),
  };
  for (const tag of [...scripts, ...modulepreloads, ...fetches]) head = withoutLine(head, tag.text);
  const loader =
    `<script id="${BOOT_LOADER_ID}" nonce="${CSP_NONCE_PLACEHOLDER}" data-fetch="${escapeAttribute(files.fetch.join(' '))}" ` +
    `data-module="${escapeAttribute(files.module)}" data-modulepreload="${escapeAttribute(files.modulepreload.join(' '))}">${LOADER}</script>`;
  const rest = html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  return `${head}${rest.slice(0, bodyEnd)}${loader}\n  ${rest.slice(bodyEnd)}`;
}

/** The files the built index.html's loader starts (null: the page has no loader). */
export function bootLoaderFiles(html: string): BootFiles | null {
  const match = new RegExp(`<script id="${BOOT_LOADER_ID}"([^>]*)>`).exec(html);
  if (!match) return null;
  const attrs = new Map([...match[1]!.matchAll(ATTRIBUTE)].map(([, key, ...values]) => [key!, unescapeAttribute(values.find((v) => v !== undefined) ?? '')]));
  const list = (value = '') => value.split(' ').filter(Boolean);
  return { fetch: list(attrs.get('data-fetch')), module: attrs.get('data-module') ?? '', modulepreload: list(attrs.get('data-modulepreload')) };
}

/** Registered after every plugin that adds to index.html's head (renderer-preload.ts), in the portal's build only. */
export function bootLoader(): Plugin {
  return {
    name: 'portal-boot-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.bundle ? withBootLoader(html) : html;
      },
    },
  };
}
