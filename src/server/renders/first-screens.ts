// The channel's public screens rendered ahead (docs/performance.md, "HTML first"): when a version goes
// live, and for a current version without renders (a channel imported or seeded while the service
// was not running) when its first page is asked for, every public route in each of the
// channel's languages, through the server render's bundle (dist-ssr/entry.js, built with the
// portal), stored with the version. A service without that bundle renders nothing: every page is
// then rendered by the browser, as routes not rendered ahead are.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { ServedCache } from '../config/served';
import { getChannel } from '../store/channels';
import { getRender, hasRenders, saveRenders, type StoredRender } from '../store/renders';
import type { Config, Db } from '../store/types';

type Document = { version: string; language: string; channel_id: string } & Record<string, unknown>;
type Entry = {
  renderScreen: (document: never, path: string) => Promise<{ html: string } | null>;
  PUBLIC_SCREEN_PATHS: readonly string[];
  contentPagePaths: (ids: readonly string[]) => string[];
};

export const DEFAULT_RENDER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist-ssr/entry.js');

/** Content pages the config links to (`/page/{id}` anywhere in it). */
function contentPageIds(config: Config): string[] {
  const ids = new Set<string>();
  for (const match of JSON.stringify(config).matchAll(/"\/page\/([A-Za-z0-9_-]{1,64})"/g)) if (match[1]) ids.add(match[1]);
  return [...ids];
}

export class FirstScreens {
  private entry: Promise<Entry | null> | undefined;
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly entryPath: string | null = DEFAULT_RENDER_ENTRY,
  ) {}

  private load(): Promise<Entry | null> {
    this.entry ??= this.entryPath && existsSync(this.entryPath) ? (import(pathToFileURL(this.entryPath).href) as Promise<Entry>) : Promise.resolve(null);
    return this.entry;
  }

  /** Renders and stores every public route of a version in each of the channel's languages (once at a time per version). */
  render(channelId: string, version: number, config: Config): Promise<void> {
    const key = `${channelId}\n${version}`;
    const held = this.running.get(key);
    if (held) return held;
    const run = this.renderNow(channelId, version, config).finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  private async renderNow(channelId: string, version: number, config: Config): Promise<void> {
    const entry = await this.load();
    if (!entry) return;
    const languages = (await getChannel(this.db, channelId))?.languages ?? [];
    const served = await new ServedCache().get(channelId, version, null, async () => config);
    const all = new Set<Language>([served.language, ...languages.filter(isLanguage)]);
    const paths = [...entry.PUBLIC_SCREEN_PATHS, ...entry.contentPagePaths(contentPageIds(config))];
    const renders: StoredRender[] = [];
    for (const language of all) {
      const document = (JSON.parse(served.document(language).body) as { data: Document }).data;
      for (const route of paths) {
        // A render is main-thread work of this process: the requests waiting meanwhile go first.
        await new Promise((resolve) => setImmediate(resolve));
        const render = await entry.renderScreen(document as never, route);
        if (render) renders.push({ language, path: route, html: render.html });
      }
    }
    await saveRenders(this.db, channelId, version, renders);
  }

  /** A current version's renders, rendered first when it has none (none stored: nothing to render). */
  async ensure(channelId: string, version: number, config: () => Promise<Config | undefined>): Promise<void> {
    if (this.running.has(`${channelId}\n${version}`) || !(await this.load()) || (await hasRenders(this.db, channelId, version))) return;
    const loaded = await config();
    if (loaded) await this.render(channelId, version, loaded);
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
}
