/*
 * The last evaluation stage of the renderer (render.tsx): config validation, i18n, the app tree and
 * the first render.
 */
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { onApiError } from '@/lib/api/client';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { initI18n, i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/toast';
import { whenIdle, yieldToMain } from '@/lib/when-idle';
import { validateSections, validateSettingsOverrides, validateStructure } from '@/engine/config';
import { defaultRouteTable, mergeRouteTables } from '@/engine/routes';
import { buildTheme } from '@/engine/theme';
import { App } from './app';
import type { PwaOptions } from './pwa/register';
import { describeApiError } from './api-errors';
import type { BootData } from './boot-data';

/**
 * The service worker, the manifest and the update prompt start once the page has loaded, the
 * browser has been idle, and a few seconds more have passed: their install (registration, icons,
 * asking the page's calls again through the worker) is real main-thread work on a phone and must
 * not compete with the first screen or the member's first taps (docs/performance.md).
 */
const PWA_START_DELAY_MS = 3_000;

function startPwaWhenIdle(options: Omit<PwaOptions, 't'>) {
  if (!import.meta.env.PROD) return;
  const run = () =>
    void import('./pwa/register').then(({ startPwa }) => startPwa({ ...options, t: i18n.t.bind(i18n) })).catch(() => undefined);
  whenIdle(() => window.setTimeout(() => whenIdle(run), PWA_START_DELAY_MS));
}

type Shown = { config: ReturnType<typeof validateSections> };

/**
 * Validation and merge of the channel's config, then render. Boot runs it once (each step its own
 * task, the render a transition: total blocking time); the studio's preview (settings.studio, framed
 * by /studio: docs/studio.md) runs it again for each draft on the same root, rendered at once.
 */
async function show(root: Root, queryClient: QueryClient, settings: RuntimeSettings, data: BootData, boot: boolean): Promise<Shown> {
  if (boot) await yieldToMain();
  performance.mark('portal:validate-config:start');
  const config = validateSections(data.rawSections);
  performance.measure('portal:validate-config', 'portal:validate-config:start');
  if (boot) await yieldToMain();
  const [overrides, structure] = await Promise.all([
    validateSettingsOverrides(config.sections.SETTINGS),
    validateStructure(data.rawStructure),
    initI18n(data.language, data.translations ?? undefined),
  ]);
  document.documentElement.lang = data.language.replace('_', '-');
  const routeTable = mergeRouteTables(defaultRouteTable, structure.routes);
  const app = <App queryClient={queryClient} settings={settings} boot={data} config={config} overrides={overrides} structure={structure} routeTable={routeTable} />;
  if (boot) {
    await yieldToMain();
    startTransition(() => root.render(app));
  } else {
    root.render(app);
  }
  return { config };
}

/** Validated sections -> overrides, structure and i18n -> first render. */
export async function renderPortal(root: Root, queryClient: QueryClient, settings: RuntimeSettings, boot: BootData): Promise<void> {
  const { config } = await show(root, queryClient, settings, boot, true);
  // A channel document that came with a page older than this load, when the backend has a newer one:
  // the current config is shown on this same load.
  void boot.revalidated?.then((current) => (current ? show(root, queryClient, settings, current, false) : undefined)).catch(() => undefined);
  onApiError((error) => notifyError(describeApiError(error, i18n.t.bind(i18n)), error.message));
  if (settings.studio && window.parent !== window) {
    void import('./studio-preview')
      .then(({ listenForDrafts }) => listenForDrafts(boot, (data) => show(root, queryClient, settings, data, false)))
      .catch(() => undefined);
  }
  const logo = config.sections.HEADER.logo?.url;
  startPwaWhenIdle({
    queryClient,
    theme: buildTheme(config.sections),
    logoUrl: typeof logo === 'string' && logo ? logo : null,
    language: boot.language,
  });
}
