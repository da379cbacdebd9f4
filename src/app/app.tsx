import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { BlockRegistryProvider } from '@/engine/blocks';
import {
  ConfigProvider,
  validateSections,
  validateSettingsOverrides,
  validateStructure,
  type ServedStructure,
  type ValidatedOverrides,
  type ValidatedSections,
} from '@/engine/config';
import { defaultRouteTable, mergeRouteTables, type RouteTable } from '@/engine/routes';
import { addShippedFontFaces, FontFaces, GlobalStyle, buildTheme, usesShippedFont } from '@/engine/theme';
import { onApiError } from '@/lib/api/client';
import { initI18n, i18n } from '@/lib/i18n';
import { notifyError, onFirstToast } from '@/lib/toast';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { whenIdle, yieldToMain } from '@/lib/when-idle';
import { onScreenShown } from '@/lib/first-screen';
import { onFirstConfirmation } from '@/lib/confirm';
import { Analytics } from './analytics/analytics';
import { describeApiError } from './api-errors';
import { bindLastSeenNewsToSession } from './data-sources/support/last-seen-news';
import { DocumentTitle } from './document-title';
import type { BootData } from './boot-data';
import { IsolatedScreen } from './isolated-screen';
import { PortalRoutes } from './portal-routes';
import type { PwaOptions } from './pwa/register';
import type { PortalRoot } from './render';
import { createRegistry } from './registry';

/*
 * The app tree and the first render: the last evaluation stage of the renderer (render.tsx).
 */

const ConfirmHost = lazy(async () => ({ default: (await import('@/components/dialogs/confirm-host')).ConfirmHost }));
const Toaster = lazy(async () => ({ default: (await import('@/components/toaster')).Toaster }));

/** What a member does before an action can raise a toast: the container is in before they submit. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * The toast container mounts with the first toast, the member's first interaction, or once the
 * browser is idle after the first screen has settled (`onScreenShown`), whichever comes first: its
 * chunk is not a request of the first screen, and it is in before the connection can drop (an
 * offline error must still show its toast).
 */
function ToasterWhenRaised() {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    const mount = () => setRaised(true);
    let cancelIdle = () => {};
    const stopWaiting = onFirstToast(mount);
    // Mounted when idle as a transition: rendered in slices, not in one task with its chunk's evaluation.
    const stopScreen = onScreenShown(() => {
      cancelIdle = whenIdle(() => startTransition(mount));
    });
    const options = { capture: true, once: true, passive: true } as const;
    FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, mount, options));
    return () => {
      stopWaiting();
      stopScreen();
      cancelIdle();
      FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, mount, options));
    };
  }, []);
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The confirmation dialog's host mounts with the first question an action asks (`@/lib/confirm`). */
function ConfirmWhenAsked() {
  const [asked, setAsked] = useState(false);
  useEffect(() => onFirstConfirmation(() => setAsked(true)), []);
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  ) : null;
}

/**
 * The channel's font faces: the web font's files are declared once the first screen has settled,
 * so they are not in its request queue and cost its largest paint nothing; until then the text is
 * set in the metric-matched fallback, so the swap shifts nothing (docs/performance.md). Declared
 * without a render: a style change here re-parses the faces in one task, long on a phone.
 */
function ChannelFont({ body }: { body: string }) {
  useEffect(() => (usesShippedFont(body) ? onScreenShown(addShippedFontFaces) : undefined), [body]);
  return <FontFaces />;
}

export type AppProps = {
  queryClient: QueryClient;
  settings: RuntimeSettings;
  boot: BootData;
  config: ValidatedSections;
  overrides: ValidatedOverrides;
  /** The channel's served screens and forms (checked when used). */
  structure: Pick<ServedStructure, 'screens' | 'forms'>;
  /** The built-in route table with the channel's served routes merged over it. */
  routeTable: RouteTable;
  /** The router around the routes: the browser's history, or a fixed location when rendered on the server (src/app/prerender). */
  router?: ComponentType<{ children: ReactNode }>;
};

export function App({ queryClient, boot, config, overrides, structure, routeTable, router: Router = BrowserRouter }: AppProps) {
  const theme = useMemo(() => buildTheme(config.sections), [config.sections]);
  const registry = useMemo(
    () => createRegistry(queryClient, i18n.t.bind(i18n), overrides.forms, structure.forms),
    [queryClient, overrides.forms, structure.forms],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider value={config}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <ChannelFont body={theme.fonts.body} />
            <DocumentTitle />
            <BlockRegistryProvider registry={registry}>
              <Router>
                {boot.only ? (
                  <IsolatedScreen only={boot.only} />
                ) : (
                  <PortalRoutes routeTable={routeTable} servedScreens={structure.screens} screenOverrides={overrides.screens} />
                )}
                <Analytics />
              </Router>
            </BlockRegistryProvider>
            <ToasterWhenRaised />
            <ConfirmWhenAsked />
          </ThemeProvider>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

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
async function show(root: PortalRoot, queryClient: QueryClient, settings: RuntimeSettings, data: BootData, boot: boolean): Promise<Shown> {
  if (boot) await yieldToMain();
  performance.mark('portal:validate-config:start');
  const config = validateSections(data.rawSections);
  performance.measure('portal:validate-config', 'portal:validate-config:start');
  // At boot each step starts in a task of its own (together they made one of the boot's longest
  // tasks); what they wait for (validator chunks, language bundles) still comes in parallel.
  const pause = () => (boot ? yieldToMain() : Promise.resolve());
  await pause();
  const overridesValidated = validateSettingsOverrides(config.sections.SETTINGS);
  overridesValidated.catch(() => undefined);
  await pause();
  const structureValidated = validateStructure(data.rawStructure);
  structureValidated.catch(() => undefined);
  await pause();
  const [overrides, structure] = await Promise.all([overridesValidated, structureValidated, initI18n(data.language, data.translations ?? undefined)]);
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
export async function renderPortal(root: PortalRoot, queryClient: QueryClient, settings: RuntimeSettings, boot: BootData): Promise<void> {
  const { config } = await show(root, queryClient, settings, boot, true);
  // A channel document that came with a page older than this load, when the backend has a newer one:
  // the current config is shown on this same load.
  void boot.revalidated?.then((current) => (current ? show(root, queryClient, settings, current, false) : undefined)).catch(() => undefined);
  onApiError((error) => notifyError(describeApiError(error, i18n.t.bind(i18n)), error.message));
  bindLastSeenNewsToSession();
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
