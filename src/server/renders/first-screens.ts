// The channel's public screens rendered ahead (docs/performance.md, "HTML first"): when a version goes
// live, every public route in each of the channel's languages; a route of a current version without
// its render (a channel imported or seeded while the service was not running) when it is asked for; through the server render's bundle (dist-ssr/entry.js, built with the portal), stored
// with the version. The bundle runs in a worker thread (render-worker.mjs); an entry given as source
// (unit tests: tsx through vitest) runs in this thread. A service without the bundle renders nothing:
// every page is then rendered by the browser, as routes not rendered ahead are.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { contentPagePaths, PUBLIC_SCREEN_PATHS } from '@/lib/first-screen-paths';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { ServedCache } from '../config/served';
import { getChannel } from '../store/channels';
import { getRender, saveRenders, type StoredRender } from '../store/renders';
import type { Config, Db } from '../store/types';

type Render = (document: unknown, path: string) => Promise<string | null>;
type Renderer = { render: Render; close: () => Promise<void> };

export const DEFAULT_RENDER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist-ssr/entry.js');
const WORKER = fileURLToPath(new URL('./render-worker.mjs', import.meta.url));

/** Content pages the config links to (`/page/{id}` anywhere in it). */
function contentPageIds(config: Config): string[] {
  const ids = new Set<string>();
  for (const match of JSON.stringify(config).matchAll(/"\/page\/([A-Za-z0-9_-]{1,64})"/g)) if (match[1]) ids.add(match[1]);
  return [...ids];
}

/** The bundle in a worker thread: one render at a time, each answered by id. */
function workerRenderer(entry: string): Renderer {
  const worker = new Worker(WORKER, { workerData: { entry } });
  worker.unref();
  const waiting = new Map<number, { resolve: (html: string | null) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    waiting.forEach(({ reject }) => reject(error));
    waiting.clear();
  };
  worker.on('message', ({ id, html, error }: { id: number; html?: string | null; error?: string }) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) pending?.reject(new Error(error));
    else pending?.resolve(html ?? null);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('The render worker stopped')));
  return {
    render: (document, route) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, document, path: route });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The entry's source in this thread (unit tests). */
async function inThreadRenderer(entry: string): Promise<Renderer> {
  const module = (await import(pathToFileURL(entry).href)) as { renderScreen: (document: never, path: string) => Promise<{ html: string } | null> };
  return { render: async (document, route) => (await module.renderScreen(document as never, route))?.html ?? null, close: async () => {} };
}

export class FirstScreens {
  private renderer: Promise<Renderer | null> | undefined;
  private readonly running = new Map<string, Promise<void>>();
  /** Set by close(): a render cut short by the service's stop is not an error worth reporting. */
  closed = false;

  constructor(
    private readonly db: Db,
    private readonly entryPath: string | null = DEFAULT_RENDER_ENTRY,
  ) {}

  private load(): Promise<Renderer | null> {
    const entry = this.entryPath;
    this.renderer ??= !entry || !existsSync(entry) ? Promise.resolve(null) : entry.endsWith('.js') ? Promise.resolve(workerRenderer(entry)) : inThreadRenderer(entry);
    return this.renderer;
  }

  /** Renders and stores every public route of a version in each of the channel's languages (once at a time per version). */
  render(channelId: string, version: number, config: Config, only?: { language: string; route: string }): Promise<void> {
    const key = `${channelId}\n${version}${only ? `\n${only.language}\n${only.route}` : ''}`;
    const held = this.running.get(key) ?? this.running.get(`${channelId}\n${version}`);
    if (held) return held;
    const run = this.renderNow(channelId, version, config, only).finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  private async renderNow(channelId: string, version: number, config: Config, only?: { language: string; route: string }): Promise<void> {
    const renderer = await this.load();
    if (!renderer) return;
    const languages = (await getChannel(this.db, channelId))?.languages ?? [];
    const served = await new ServedCache().get(channelId, version, null, async () => config);
    const all = only ? new Set([only.language].filter(isLanguage)) : new Set<Language>([served.language, ...languages.filter(isLanguage)]);
    const publicPaths = [...PUBLIC_SCREEN_PATHS, ...contentPagePaths(contentPageIds(config))];
    const paths = only ? publicPaths.filter((route) => route === only.route) : publicPaths;
    const renders: StoredRender[] = [];
    for (const language of all) {
      const document = (JSON.parse(served.document(language).body) as { data: unknown }).data;
      for (const route of paths) {
        const html = await renderer.render(document, route);
        if (html !== null) renders.push({ language, path: route, html });
      }
    }
    await saveRenders(this.db, channelId, version, renders);
  }

  /** A route of a current version that has no render asked for: rendered (a public route only) for the next page. */
  async ensure(channelId: string, version: number, config: () => Promise<Config | undefined>, language: string, route: string): Promise<void> {
    if (!(PUBLIC_SCREEN_PATHS.includes(route) || route.startsWith('/page/')) || !(await this.load())) return;
    const loaded = await config();
    if (loaded) await this.render(channelId, version, loaded, { language, route });
  }

  /**
   * The HTML of #root for `route` of a version: a marker naming what it is (the client hydrates it
   * only when it boots on that route, signed out, in that language, with that version), then the
   * render. Null when the route was not rendered ahead.
   */
  async page(channelId: string, version: number, language: string, route: string): Promise<string | null> {
    const html = await getRender(this.db, channelId, version, language, route);
    if (html === null) return null;
    const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const tag = `${channelId}.v${version}.${language}`;
    return `<template id="first-screen" data-path="${attribute(route)}" data-language="${attribute(language)}" data-version="${attribute(tag)}"></template>${html}`;
  }

  /** Stops the render worker (the service's close). */
  async close(): Promise<void> {
    this.closed = true;
    const renderer = await this.renderer;
    await renderer?.close();
  }
}
