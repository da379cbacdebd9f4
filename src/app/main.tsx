import { isApiError } from '@/lib/api/errors';
import { RuntimeSettingsError, loadRuntimeSettings } from '@/lib/runtime-settings';
import { bindMemberCaches } from '@/lib/offline/caches';
import { getSession, initSession, sessionEpoch, subscribeSession } from '@/lib/session';
import { bindSessionToQueries, createQueryClient } from '@/lib/query';
import { loadStructureValidators } from '@/engine/config/structure';
import { showBootLabel } from '@/lib/i18n/boot-label';
import { whenIdle, yieldToMain } from '@/lib/when-idle';
import { loadBootData } from './boot-data';
import { loadFirstRoute } from './loading/boot';
import { rememberUnusedShellReads } from './loading/shell-reads';
import { readInlineDocument } from './inline-document';
import { takeServerScreen } from './server-screen';
import type * as RenderModule from './render';

type Renderer = typeof RenderModule;

let root: ReturnType<Renderer['createPortalRoot']> | undefined;
let hydrate = false;
const keptReads = () => import('./loading/kept-reads');

/**
 * Settings -> session -> config, sections and translations -> (renderer) validated sections -> first
 * render. This half holds only what gets the requests out; `renderer` (render.tsx, started before
 * this runs) arrives while they are in flight.
 */
async function start(container: HTMLElement, renderer: Promise<Renderer>): Promise<void> {
  const retry = () => void start(container, renderer);
  const rootOf = (render: Renderer) => (root ??= render.createPortalRoot(container, hydrate));
  try {
    const settings = await loadRuntimeSettings();
    showBootLabel(settings.language);
    const session = initSession(settings.authStorage);
    // Member data kept offline follows the session: signed out it goes, a sign-in starts it anew.
    bindMemberCaches();
    const { pathname } = window.location;
    const inline = readInlineDocument(settings.channelId ?? null);
    // The server's render of this route is hydrated when this boot would show the same (server-screen.ts).
    hydrate = takeServerScreen(container, { pathname, signedIn: session.logged, document: inline });
    const queryClient = createQueryClient();
    bindSessionToQueries(queryClient);
    // A member's kept reads (docs/offline.md): restored before the first route's reads start, so
    // its loader finds them in the cache and the screen's queries refresh them; a sign-in in this
    // page starts keeping them.
    const keep = (restore?: boolean) => {
      const since = sessionEpoch();
      return keptReads().then((m) => m.keepMemberReads(queryClient, since, restore, settings.studio && window.parent !== window ? null : inline), () => undefined);
    };
    const kept = session.logged ? keep(true) : undefined;
    subscribeSession(() => void (getSession().logged && keep()));
    // The settings' parse, the session and the query client are one task; the calls start in the next.
    await yieldToMain();
    // The first route loads beside the config calls, by the loader its route element reads
    // (src/app/loading, docs/performance.md): its chunks, its data once the channel is known and
    // the shell's reads, a few requests per task (one task issuing them all would be the longest at boot).
    const loading = loadBootData(queryClient, settings, window.location.host, () =>
      kept ? kept.then(() => loadFirstRoute(queryClient, pathname, session.logged, hydrate)) : loadFirstRoute(queryClient, pathname, session.logged, hydrate),
      inline,
    );
    loading.catch(() => undefined);
    await yieldToMain();
    void loadStructureValidators().catch(() => undefined);
    const boot = await loading;
    // The channel and its language are known now: kept reads of another one are reset before they show.
    (await kept)?.();
    const render = await renderer;
    await render.renderPortal(rootOf(render), queryClient, settings, boot);
    whenIdle(() => rememberUnusedShellReads(queryClient, getSession().logged));
  } catch (error) {
    const render = await renderer;
    if (error instanceof RuntimeSettingsError) {
      render.renderSettingsError(rootOf(render), error, retry);
    } else if (isApiError(error)) {
      const status = error.kind === 'http' ? `HTTP ${error.status}` : error.kind;
      render.renderBootError(rootOf(render), { key: 'unreachable', status }, [], retry);
    } else {
      console.error(error);
      render.renderBootError(rootOf(render), { key: 'failed' }, [String(error)], retry);
    }
  }
}

showBootLabel();
const container = document.getElementById('root');
// The renderer chunk starts now, in parallel with the boot code's config calls (docs/performance.md).
if (container) void start(container, import('./render'));
