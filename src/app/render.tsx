/*
 * The renderer half of the boot (docs/performance.md): React DOM, the app tree, i18next, the
 * config validators and the theme. main.tsx starts this chunk at once, beside the boot half
 * (start.tsx), so it downloads and evaluates while the config calls are in flight instead of
 * delaying them.
 */
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { onApiError } from '@/lib/api/client';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { initI18n, i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/toast';
import { yieldToMain } from '@/lib/when-idle';
import { loadStructureValidators, validateSections, validateSettingsOverrides, validateStructure } from '@/engine/config';
import { defaultRouteTable, mergeRouteTables } from '@/engine/routes';
import { buildTheme } from '@/engine/theme';
import { App } from './app';
import type { PwaOptions } from './pwa/register';
import { describeApiError } from './api-errors';
import { BootError } from './boot-error';
import type { BootData } from './boot-data';

export { loadStructureValidators };

/** After the first screen is interactive: the service worker, the manifest and the update prompt. */
function startPwaWhenIdle(options: Omit<PwaOptions, 't'>) {
  if (!import.meta.env.PROD) return;
  const run = () =>
    void import('./pwa/register').then(({ startPwa }) => startPwa({ ...options, t: i18n.t.bind(i18n) })).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

export function createPortalRoot(container: HTMLElement): Root {
  return createRoot(container);
}

export function renderBootError(root: Root, title: string, problems: string[], onRetry: () => void): void {
  root.render(<BootError title={title} problems={problems} onRetry={onRetry} />);
}

/** Validated sections -> overrides, structure and i18n -> first render. */
export async function renderPortal(root: Root, queryClient: QueryClient, settings: RuntimeSettings, boot: BootData): Promise<void> {
  // Each step is its own task (validation, i18n init, render), not one long one (total blocking time).
  await yieldToMain();
  performance.mark('portal:validate-config:start');
  const config = validateSections(boot.rawSections);
  performance.measure('portal:validate-config', 'portal:validate-config:start');
  await yieldToMain();
  const [overrides, structure] = await Promise.all([
    validateSettingsOverrides(config.sections.SETTINGS),
    validateStructure(boot.rawStructure),
    initI18n(boot.language, boot.translations ?? undefined),
  ]);
  document.documentElement.lang = boot.language.replace('_', '-');
  onApiError((error) => notifyError(describeApiError(error, i18n.t.bind(i18n)), error.message));
  const routeTable = mergeRouteTables(defaultRouteTable, structure.routes);
  await yieldToMain();
  // A transition: React renders the first screen in slices and yields between them, instead of one
  // long task that blocks input (total blocking time).
  startTransition(() => {
    root.render(
      <App queryClient={queryClient} settings={settings} boot={boot} config={config} overrides={overrides} structure={structure} routeTable={routeTable} />,
    );
  });
  const logo = config.sections.HEADER.logo?.url;
  startPwaWhenIdle({
    queryClient,
    theme: buildTheme(config.sections),
    logoUrl: typeof logo === 'string' && logo ? logo : null,
    language: boot.language,
  });
}
