import type { Root } from 'react-dom/client';
import { onApiError } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { RuntimeSettingsError, loadRuntimeSettings } from '@/lib/runtime-settings';
import { initSession } from '@/lib/session';
import { bindSessionToQueries, createQueryClient } from '@/lib/query';
import { initI18n, i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/toast';
import { loadStructureValidators, validateSections, validateSettingsOverrides, validateStructure } from '@/engine/config';
import { defaultRouteTable, mergeRouteTables } from '@/engine/routes';
import { App } from './app';
import { describeApiError } from './api-errors';
import { BootError } from './boot-error';
import { loadBootData } from './boot-data';
import { blockEntries } from '@/generated/block-registry';
import { itemRendererPreloads } from './registry/item-renderers';
import { preloadRoute } from './screens';

/** Settings -> session -> config, sections and translations -> validated sections -> first render. */
export async function start(root: Root): Promise<void> {
  const retry = () => void start(root);
  try {
    const settings = await loadRuntimeSettings();
    const session = initSession(settings.authStorage);
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
