import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { BlockRegistryProvider } from '@/engine/blocks';
import { ConfigProvider, type ServedStructure, type ValidatedOverrides, type ValidatedSections } from '@/engine/config';
import type { RouteTable } from '@/engine/routes';
import { FontFaces, GlobalStyle, buildTheme } from '@/engine/theme';
import { i18n } from '@/lib/i18n';
import { onFirstToast } from '@/lib/toast';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { whenIdle } from '@/lib/when-idle';
import { onScreenShown } from './first-screen';
import { Analytics } from './analytics/analytics';
import { DocumentTitle } from './document-title';
import type { BootData } from './boot-data';
import { IsolatedScreen } from './isolated-screen';
import { PortalRoutes } from './portal-routes';
import { createRegistry } from './registry';

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
    const stopScreen = onScreenShown(() => {
      cancelIdle = whenIdle(mount);
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

/**
 * The channel's font faces: the web font's files are declared once the first screen has settled,
 * so they are not in its request queue and cost its largest paint nothing; until then the text is
 * set in the metric-matched fallback, so the swap shifts nothing (docs/performance.md).
 */
function ChannelFont() {
  const [webFont, setWebFont] = useState(false);
  useEffect(() => onScreenShown(() => setWebFont(true)), []);
  return <FontFaces webFont={webFont} />;
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
};

export function App({ queryClient, boot, config, overrides, structure, routeTable }: AppProps) {
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
            <ChannelFont />
            <DocumentTitle />
            <BlockRegistryProvider registry={registry}>
              <BrowserRouter>
                {boot.only ? (
                  <IsolatedScreen only={boot.only} />
                ) : (
                  <PortalRoutes routeTable={routeTable} servedScreens={structure.screens} screenOverrides={overrides.screens} />
                )}
                <Analytics />
              </BrowserRouter>
            </BlockRegistryProvider>
            <ToasterWhenRaised />
          </ThemeProvider>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
