/*
 * The server render of a channel's public screens (docs/performance.md, "HTML first"): the same
 * app tree and module code the browser runs, rendered signed out at a fixed location with React's
 * `prerender` (every Suspense boundary settled: the screen whole, as the client's first paint shows
 * it) and styled-components' server sheet. Built by Vite as an SSR bundle into dist-ssr/ and run by
 * the channel service (src/server/renders/); never imported by browser code.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { validateSections, validateSettingsOverrides, validateStructure } from '@/engine/config';
import { defaultRouteTable, mergeRouteTables } from '@/engine/routes';
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { configureApi, setChannelId } from '@/lib/api/client';
import { carryStyleAttributes } from '@/lib/carried-style';
import { CSP_NONCE_PLACEHOLDER } from '@/lib/csp-nonce-placeholder';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query';
import { App } from '../app';
import { seedFromDocument } from '../boot-document';
import { SECTION_NAMES } from '../boot-data';
import { PUBLIC_SCREEN_PATHS, contentPagePaths } from '@/lib/first-screen-paths';

export { PUBLIC_SCREEN_PATHS, contentPagePaths };

/** One route's render: the markup of #root and the styles it needs (a nonced <style>, the placeholder as nonce). */
export type ScreenRender = { path: string; language: string; html: string };

/**
 * Whether rendering `render` leads elsewhere: a route that redirects signed out renders a
 * `<Navigate>`, which a static router leaves as a warning (nothing to store: the client redirects).
 */
async function redirects<T>(render: () => Promise<T>): Promise<{ result: T; redirected: boolean }> {
  const warn = console.warn;
  let redirected = false;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('<Navigate>')) redirected = true;
    else warn(...args);
  };
  try {
    return { result: await render(), redirected };
  } finally {
    console.warn = warn;
  }
}

/** Renders one at a time: i18next and the API client are module singletons, as in the browser. */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(document: ChannelDocument, path: string): Promise<ScreenRender | null> {
  configureApi({ baseUrl: '/wl/v1', channelId: document.channel_id, demoClock: false });
  setChannelId(document.channel_id);
  const queryClient = createQueryClient();
  const loaded = seedFromDocument(queryClient, document);
  const rawSections: Record<string, unknown> = {};
  SECTION_NAMES.forEach((name, index) => {
    if (loaded.sections[index] !== undefined) rawSections[name] = loaded.sections[index];
  });
  const config = validateSections(rawSections);
  const [overrides, structure] = await Promise.all([
    validateSettingsOverrides(config.sections.SETTINGS),
    validateStructure(loaded.rawStructure),
    initI18n(document.language, document.translations ?? undefined),
  ]);
  const routeTable = mergeRouteTables(defaultRouteTable, structure.routes);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const boot = {
    channelId: document.channel_id,
    publicConfig: loaded.publicConfig,
    language: document.language,
    translations: loaded.translations,
    rawSections,
    rawStructure: loaded.rawStructure,
  };
  const sheet = new ServerStyleSheet({ nonce: CSP_NONCE_PLACEHOLDER } as never);
  try {
    const app = sheet.collectStyles(
      <App queryClient={queryClient} settings={{} as never} boot={boot} config={config} overrides={overrides} structure={structure} routeTable={routeTable} router={Router} />,
    );
    const { result: markup, redirected } = await redirects(async () => new Response((await prerender(app)).prelude).text());
    if (redirected) return null;
    return { path, language: document.language, html: `${sheet.getStyleTags()}${carryStyleAttributes(markup)}` };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}

/** `path` of the channel `document` describes, rendered signed out in the document's language (null: it redirects). */
export function renderScreen(document: ChannelDocument, path: string): Promise<ScreenRender | null> {
  const next = queue.then(() => renderNow(document, path));
  queue = next.catch(() => undefined);
  return next;
}
