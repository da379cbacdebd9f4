/*
 * The renderer half of the boot (docs/performance.md): React DOM, the app tree, i18next, the
 * config validators and the theme. main.tsx starts this chunk at once, beside the boot half
 * (start.tsx), so it downloads and evaluates while the config calls are in flight instead of
 * delaying them.
 *
 * Its modules are evaluated in four tasks instead of one: this module's static graph
 * (React DOM: enough for the root and the boot error screen), then `render-stage-config` (i18next,
 * the config validators), `render-stage-theme` (styled-components, the theme), `render-stage-app`
 * (the router, the app tree), with a yield between them. Each stage evaluates only the modules earlier stages have
 * not. Every stage's chunk is preloaded by index.html (scripts/build/renderer-preload.ts), so the
 * stages add no request wave; vite.config.ts gives each stage its own chunk.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { yieldToMain } from '@/lib/when-idle';
import type { BootData } from './boot-data';
import { BootError } from './boot-error';

async function evaluateInStages() {
  await yieldToMain();
  await import('./render-stage-config');
  await yieldToMain();
  await import('./render-stage-theme');
  await yieldToMain();
  return import('./render-stage-app');
}

const app = evaluateInStages();
// A stage that fails to load rejects renderPortal (start.tsx shows the boot error screen then).
app.catch(() => undefined);

export function createPortalRoot(container: HTMLElement): Root {
  return createRoot(container);
}

export function renderBootError(root: Root, title: string, problems: string[], onRetry: () => void): void {
  root.render(<BootError title={title} problems={problems} onRetry={onRetry} />);
}

/** Validated sections -> overrides, structure and i18n -> first render (render-stage-app.tsx). */
export async function renderPortal(root: Root, queryClient: QueryClient, settings: RuntimeSettings, boot: BootData): Promise<void> {
  return (await app).renderPortal(root, queryClient, settings, boot);
}
