import type { Root } from 'react-dom/client';
import { isApiError } from '@/lib/api/errors';
import { RuntimeSettingsError, loadRuntimeSettings } from '@/lib/runtime-settings';
import { clearMemberCaches } from '@/lib/offline';
import { getSession, initSession, subscribeSession } from '@/lib/session';
import { bindSessionToQueries, createQueryClient } from '@/lib/query';
import { defaultRouteTable } from '@/engine/routes';
import { loadBootData } from './boot-data';
import { blockEntries } from '@/generated/block-registry';
import { itemRendererPreloads } from './registry/item-renderers';
import { bootChoices, preloadRoute } from './screens';
import type * as RenderModule from './render';

type Renderer = typeof RenderModule;

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

let root: Root | undefined;

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
    const session = initSession(settings.authStorage);
    clearMemberCachesWhenSignedOut();
    preloadRoute(defaultRouteTable, window.location.pathname, session.logged, {
      blocks: blockEntries,
      itemRenderers: itemRendererPreloads,
    });
    // A member's two-column page shows the deals sidebar: its chunk comes with the config calls, so
    // its own call is not one round trip later than the screen's (request waves).
    if (session.logged && bootChoices(defaultRouteTable, window.location.pathname, true).some((choice) => choice.layout === 'page-two-column')) {
      void import('@/components/deals-sidebar').catch(() => undefined);
    }
    const queryClient = createQueryClient();
    bindSessionToQueries(queryClient);
    // The structure validators load beside the config calls (no extra round trip).
    void renderer.then((render) => render.loadStructureValidators()).catch(() => undefined);
    const boot = await loadBootData(queryClient, settings, window.location.host);
    const render = await renderer;
    await render.renderPortal(rootOf(render), queryClient, settings, boot);
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
