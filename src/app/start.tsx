import type { Root } from 'react-dom/client';
import { onApiError } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { RuntimeSettingsError, loadRuntimeSettings } from '@/lib/runtime-settings';
import { clearMemberCaches } from '@/lib/offline';
import { getSession, initSession, subscribeSession } from '@/lib/session';
import { bindSessionToQueries, createQueryClient } from '@/lib/query';
import { initI18n, i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/toast';
import { loadStructureValidators, validateSections, validateSettingsOverrides, validateStructure } from '@/engine/config';
import { defaultRouteTable, mergeRouteTables } from '@/engine/routes';
import { buildTheme } from '@/engine/theme';
import { App } from './app';
import type { PwaOptions } from './pwa/register';
import { describeApiError } from './api-errors';
import { BootError } from './boot-error';
import { loadBootData } from './boot-data';
import { blockEntries } from '@/generated/block-registry';
import { itemRendererPreloads } from './registry/item-renderers';
import { preloadRoute } from './screens';

/** Signed out (logout, a failed refresh, or no session at start): the cached card goes too. */
let clearingBound = false;
function clearMemberCachesWhenSignedOut() {
  if (clearingBound) return;
  clearingBound = true;
  const clear = () => {
    if (!getSession().logged) void clearMemberCaches().catch(() => undefined);
  };
  clear();
  subscribeSession(clear);
}

/** After the first screen is interactive: the service worker, the manifest and the update prompt. */
function startPwaWhenIdle(options: Omit<PwaOptions, 't'>) {
  if (!import.meta.env.PROD) return;
  const run = () =>
    void import('./pwa/register').then(({ startPwa }) => startPwa({ ...options, t: i18n.t.bind(i18n) })).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

/** Settings -> session -> config, sections and translations -> validated sections -> first render. */
export async function start(root: Root): Promise<void> {
  const retry = () => void start(root);
  try {
    const settings = await loadRuntimeSettings();
    const session = initSession(settings.authStorage);
    clearMemberCachesWhenSignedOut();
    preloadRoute(defaultRouteTable, window.location.pathname, session.logged, {
      blocks: blockEntries,
      itemRenderers: itemRendererPreloads,
    });
    const queryClient = createQueryClient();
    bindSessionToQueries(queryClient);
    // The structure validators load beside the config calls (no extra round trip).
    void loadStructureValidators().catch(() => undefined);
    const boot = await loadBootData(queryClient, settings, window.location.host);
    performance.mark('portal:validate-config:start');
    const config = validateSections(boot.rawSections);
    performance.measure('portal:validate-config', 'portal:validate-config:start');
    const [overrides, structure] = await Promise.all([
      validateSettingsOverrides(config.sections.SETTINGS),
      validateStructure(boot.rawStructure),
      initI18n(boot.language, boot.translations ?? undefined),
    ]);
    document.documentElement.lang = boot.language.replace('_', '-');
    onApiError((error) => notifyError(describeApiError(error, i18n.t.bind(i18n)), error.message));
    const routeTable = mergeRouteTables(defaultRouteTable, structure.routes);
    root.render(
      <App queryClient={queryClient} settings={settings} boot={boot} config={config} overrides={overrides} structure={structure} routeTable={routeTable} />,
    );
    const logo = config.sections.HEADER.logo?.url;
    startPwaWhenIdle({
      queryClient,
      theme: buildTheme(config.sections),
      logoUrl: typeof logo === 'string' && logo ? logo : null,
      language: boot.language,
    });
  } catch (error) {
    if (error instanceof RuntimeSettingsError) {
      root.render(<BootError title={error.message} problems={error.problems} onRetry={retry} />);
    } else if (isApiError(error)) {
      root.render(
        <BootError
          title={`The backend could not be reached (${error.kind === 'http' ? `HTTP ${error.status}` : error.kind}). Check your connection and try again.`}
          problems={[]}
          onRetry={retry}
        />,
      );
    } else {
      console.error(error);
      root.render(<BootError title="Something went wrong while starting the portal." problems={[String(error)]} onRetry={retry} />);
    }
  }
}
