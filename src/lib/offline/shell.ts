/**
 * The page shell the service worker answers a navigation with when the network fails: the
 * precached `index.html`, whose channel document is the one of the worker's install. The worker
 * marks it on its root element; every other page it serves is the network's answer of this load.
 */
export const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-copy';

/** The shell's HTML with the mark on its `<html>` element (the first one; attributes kept). */
export const markOfflineShell = (html: string): string => html.replace(/<html(?=[\s>])/i, `<html ${OFFLINE_SHELL_ATTRIBUTE}`);

/** Whether this page is the worker's offline copy of the shell. */
export const isOfflineShell = (root: Element | null = typeof document === 'undefined' ? null : document.documentElement): boolean =>
  root?.hasAttribute(OFFLINE_SHELL_ATTRIBUTE) ?? false;
