// Vite plugin: paint first, then boot (docs/performance.md, "Paint first, then boot"). The built
// index.html loads no script from <head>: its module script, module preloads and fetch preloads
// become one inline, nonced loader at the end of <body> (src/boot-loader/), which starts them at once
// on a page without a server render, and after the first contentful paint on a page whose #root
// carries one. A request the browser has issued before the paint it reports is part of what
// Lighthouse's simulation charges to the largest paint, so the render's paint must come before the
// ~180 kB of boot script is asked for.
import path from 'node:path';
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder.ts';

/** What the loader starts, in this order: fetch preloads (small JSON), the module script, its module preloads. */
export type BootFiles = { fetch: string[]; module: string; modulepreload: string[] };

/** The loader's `id`: the bench and the specs read its files from its data attributes (`bootLoaderFiles`). */
export const BOOT_LOADER_ID = 'boot-loader';

/** The browsers the loader's syntax is lowered for: it runs before any check of the browser. */
export const BOOT_LOADER_TARGET = 'es2017';

const SRC = path.resolve(import.meta.dirname, '../../src');
const ENTRY = path.join(SRC, 'boot-loader/entry.ts');

/**
 * The loader's code (src/boot-loader/entry.ts and what it imports) as one minified classic script:
 * an IIFE lowered to BOOT_LOADER_TARGET. Any warning of the bundler fails the build, and so does code
 * that cannot be inlined as it is (`inlinable`).
 */
export async function compileBootLoader(): Promise<string> {
  const { build } = await import('rolldown');
  const { output } = await build({
    input: ENTRY,
    write: false,
    platform: 'browser',
    resolve: { alias: { '@': SRC } },
    transform: { target: BOOT_LOADER_TARGET },
    onLog(level, log) {
      if (level === 'warn') throw new Error(`boot-loader: ${log.message}`);
    },
    output: { format: 'iife', minify: true, comments: false },
  });
  if (output.length !== 1) throw new Error(`boot-loader: expected one chunk, got ${output.length}`);
  return inlinable(output[0].code.trim());
}

/** `code`, unless it could end or confuse the inline <script> it goes into, or holds the nonce placeholder. */
export function inlinable(code: string): string {
  const found = /<\/script|<!--|<script/i.exec(code)?.[0] ?? (code.includes(CSP_NONCE_PLACEHOLDER) ? CSP_NONCE_PLACEHOLDER : null);
  if (found) throw new Error(`boot-loader: the compiled loader holds "${found}" and cannot be inlined`);
  return code;
}

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
 * loader (`loaderCode`: compileBootLoader) at the end of <body>. Stylesheets and everything else stay where they are. Throws when
 * the head has no module script or more than one (the loader starts exactly one).
 */
export function withBootLoader(html: string, loaderCode: string): string {
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
    `data-module="${escapeAttribute(files.module)}" data-modulepreload="${escapeAttribute(files.modulepreload.join(' '))}">${loaderCode}</script>`;
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
      async handler(html, context) {
        return context.bundle ? withBootLoader(html, await compileBootLoader()) : html;
      },
    },
  };
}
