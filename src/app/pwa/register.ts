import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import type { PortalTheme } from '@/engine/theme';
import { inShortTasks } from '@/lib/when-idle';
import { servedPageDocument } from '../inline-document';
import { keepPageDocument } from './keep-document';
import { publishManifest } from './manifest';
import { showUpdatePrompt } from './update-prompt';

export type PwaOptions = {
  queryClient: QueryClient;
  theme: PortalTheme;
  logoUrl: string | null;
  language: string;
  t: (key: string) => string;
};

/** Loaded after the first screen is interactive (see render.tsx): nothing of it is on the boot path. */
export async function startPwa({ queryClient, theme, logoUrl, language, t }: PwaOptions): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const base = new URL(import.meta.env.BASE_URL, document.baseURI).href;
  const workbox = new Workbox(new URL('sw.js', base).href, { scope: base });

  const publish = () =>
    publishManifest({ base, name: t('app.name'), shortName: t('app.shortName'), lang: language.replace('_', '-'), theme }, logoUrl).catch(
      () => undefined,
    );

  // The worker's copy of the config follows the document this page was served (a publish included).
  const keepDocument = () => keepPageDocument(servedPageDocument(), base).catch(() => undefined);

  workbox.addEventListener('waiting', () => {
    showUpdatePrompt({ message: t('update.available'), action: t('update.reload') }, () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    // First install: this page's config and card calls went out before the worker existed. Ask
    // again through it, so the next visit without network finds them.
    void fetch(new URL('portal.config.json', base), { cache: 'no-store' }).catch(() => undefined);
    // A few per task: asking every call again in one task was a long task of its own.
    const queries = queryClient.getQueryCache().getAll();
    void inShortTasks(queries.map((query) => () => queryClient.refetchQueries({ queryKey: query.queryKey, exact: true })))
      .then(keepDocument)
      .then(publish);
  });

  await workbox.register();
  if (navigator.serviceWorker.controller) await Promise.all([keepDocument(), publish()]);
}
