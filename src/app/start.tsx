import type { Root } from 'react-dom/client';
import { isApiError } from '@/lib/api/errors';
import { RuntimeSettingsError, loadRuntimeSettings } from '@/lib/runtime-settings';
import { bindMemberCaches } from '@/lib/offline/caches';
import { getSession, initSession } from '@/lib/session';
import { bindSessionToQueries, createQueryClient } from '@/lib/query';
import { defaultRouteTable } from '@/engine/routes/default-route-table';
import { loadStructureValidators } from '@/engine/config/structure';
import { showBootLabel } from '@/lib/i18n/boot-label';
import { whenIdle, yieldToMain } from '@/lib/when-idle';
import { loadBootData } from './boot-data';
import { blockEntries } from '@/generated/block-registry';
import { dataSourceDefinitions } from '@/generated/extensions';
import { builtInForms } from './registry/built-in-forms';
import { itemRendererPreloads } from './registry/item-renderers';
import { prefetchBootReads, preloadBootChunks, rememberUnusedShellReads } from './boot-preload';
import { preloadRoute } from './screens';
import type * as RenderModule from './render';

type Renderer = typeof RenderModule;

let root: Root | undefined;

const dataSources = Object.fromEntries(dataSourceDefinitions.map((d) => [d.name, d]));
const formLoaders = Object.fromEntries(
  Object.entries(builtInForms).flatMap(([name, form]) => (typeof form === 'function' ? [[name, form] as const] : [])),
);

/**
 * Settings -> session -> config, sections and translations -> (renderer) validated sections -> first
 * render. This half holds only what gets the requests out; `renderer` (started by main.tsx before
 * this runs) arrives while they are in flight.
 */
export async function start(container: HTMLElement, renderer: Promise<Renderer>): Promise<void> {
  const retry = () => void start(container, renderer);
  const rootOf = (render: Renderer) => (root ??= render.createPortalRoot(container));
  try {
    const settings = await loadRuntimeSettings();
    showBootLabel(settings.language);
    const session = initSession(settings.authStorage);
    // Member data kept offline follows the session: signed out it goes, a sign-in starts it anew.
    bindMemberCaches();
    const { pathname } = window.location;
    const queryClient = createQueryClient();
    bindSessionToQueries(queryClient);
    // The settings' parse, the session and the query client are one task; the calls start in the next.
    await yieldToMain();
    // Everything the first screen needs goes out in one wave with the config calls (docs/performance.md):
    // its chunks first (a form's engine is the wave's longest download), the config calls
    // beside them, its data once the channel is known; a few requests per task (one task
    // issuing them all would be the longest at boot).
    const chunks = preloadBootChunks(pathname, session.logged, { blocks: blockEntries, components: itemRendererPreloads, forms: formLoaders });
    const loading = loadBootData(queryClient, settings, window.location.host, () =>
      prefetchBootReads(queryClient, pathname, session.logged, dataSources),
    );
    loading.catch(() => undefined);
    await chunks;
    await yieldToMain();
    preloadRoute(defaultRouteTable, pathname, session.logged, { blocks: blockEntries, itemRenderers: itemRendererPreloads });
    void loadStructureValidators().catch(() => undefined);
    const boot = await loading;
    const render = await renderer;
    await render.renderPortal(rootOf(render), queryClient, settings, boot);
    whenIdle(() => rememberUnusedShellReads(queryClient, getSession().logged));
  } catch (error) {
    const render = await renderer;
    if (error instanceof RuntimeSettingsError) {
      render.renderBootError(rootOf(render), error.message, error.problems, retry);
    } else if (isApiError(error)) {
      const status = error.kind === 'http' ? `HTTP ${error.status}` : error.kind;
      render.renderBootError(rootOf(render), `The backend could not be reached (${status}). Check your connection and try again.`, [], retry);
    } else {
      console.error(error);
      render.renderBootError(rootOf(render), 'Something went wrong while starting the portal.', [String(error)], retry);
    }
  }
}
