/*
 * The renderer half of the boot (docs/performance.md): React DOM, the app tree, i18next, the
 * config validators and the theme. main.tsx starts this chunk at once, beside the boot half, so it
 * downloads and evaluates while the config calls are in flight instead of delaying them.
 *
 * Its modules are evaluated in four tasks instead of one long one: this module's static graph
 * (React DOM: enough for the root and the boot error screen), then i18next with the config
 * validators, then styled-components with the theme, then the app tree, with a yield between
 * them; each import evaluates only the modules earlier ones have not. vite.config.ts gives each
 * stage its own chunk (`render-stage-*`, named there by these modules), and index.html preloads them all
 * (scripts/build/renderer-preload.ts), so the stages add no request wave.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { fillBootText, loadBootTexts } from '@/lib/i18n/boot-error-texts';
import { bootLanguage } from '@/lib/i18n/boot-label';
import { describeReason, type RuntimeSettings, type RuntimeSettingsError } from '@/lib/runtime-settings';
import { yieldToMain } from '@/lib/when-idle';
import type { BootData } from './boot-data';
import { BootError } from './boot-error';

/** Each stage imports one module of its chunk and names one export the app uses anyway (a bare `import()` would keep every export). */
async function evaluateInStages() {
  await yieldToMain();
  // The stage's chunk holds i18next too (vite.config.ts): evaluating it evaluates both.
  await import('@/engine/config').then(({ validateSections }) => validateSections);
  await yieldToMain();
  await import('@/engine/theme').then(({ buildTheme }) => buildTheme);
  await yieldToMain();
  return import('./app');
}

const app = evaluateInStages();
// A stage that fails to load rejects renderPortal (main.tsx shows the boot error screen then).
app.catch(() => undefined);

/** What the portal renders into: a root's `render`. */
export type PortalRoot = Pick<Root, 'render'>;

/**
 * The portal's root. With `hydrate` (the server's render of this route is in `container`:
 * server-screen.ts) the first app render hydrates it (`hydrateRoot`: the server's markup stays,
 * nothing is painted again); a boot error, or no render, renders from scratch.
 */
export function createPortalRoot(container: HTMLElement, hydrate = false): PortalRoot & { renderError: (node: ReactNode) => void } {
  let root: Root | undefined;
  return {
    render(node) {
      if (!root && hydrate) root = hydrateRoot(container, node);
      else (root ??= createRoot(container)).render(node);
    },
    renderError(node) {
      (root ??= createRoot(container)).render(node);
    },
  };
}

/**
 * The boot failed (backend unreachable, an unexpected error): `title` is worded in the portal's
 * language, once that language's words are in (loaded now: they are not on the first route).
 */
export function renderBootError(root: ReturnType<typeof createPortalRoot>, title: { key: 'unreachable' | 'failed'; status?: string }, problems: string[], onRetry: () => void): void {
  const language = bootLanguage();
  void loadBootTexts(language).then((texts) => {
    const text = fillBootText(texts, title.key, { status: title.status ?? '' });
    root.renderError(<BootError title={text} problems={problems} onRetry={onRetry} language={language} texts={texts} />);
  });
}

/**
 * portal.config.json is unusable: the reason and each problem in the portal's language (their
 * wording loads now; without it, the reason alone).
 */
export function renderSettingsError(root: ReturnType<typeof createPortalRoot>, error: RuntimeSettingsError, onRetry: () => void): void {
  const language = bootLanguage(error.language);
  const wording = import('@/lib/runtime-settings-problems').catch(() => null);
  void Promise.all([loadBootTexts(language), wording]).then(([texts, words]) => {
    const { title, problems } = words ? words.describeSettingsError(error, texts) : { title: describeReason(error.reason, texts), problems: [] };
    root.renderError(<BootError title={title} problems={problems} onRetry={onRetry} language={language} texts={texts} />);
  });
}

/** Validated sections -> overrides, structure and i18n -> first render (app.tsx). */
export async function renderPortal(root: PortalRoot, queryClient: QueryClient, settings: RuntimeSettings, boot: BootData): Promise<void> {
  return (await app).renderPortal(root, queryClient, settings, boot);
}
