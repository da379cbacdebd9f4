import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder';

/** The built-in English texts (`src/lib/i18n/locales/en.json?url`), fetched at every boot as the fallback of every language. */
const ENGLISH_SOURCE = /(^|\/)src\/lib\/i18n\/locales\/en\.json$/;

type Asset = { type: 'asset'; fileName: string; originalFileNames?: readonly string[] };

/** The emitted file of the English texts, if the build has one. */
export function englishBundleFile(files: ReadonlyArray<{ type: string }>): string | undefined {
  const asset = files.find((file): file is Asset => file.type === 'asset' && ((file as Asset).originalFileNames ?? []).some((name) => ENGLISH_SOURCE.test(name)));
  return asset?.fileName;
}

/**
 * `index.html` preloads the English texts beside the boot JS (as `fetch`, matching the boot's
 * same-origin `fetch()`), so they are not one more request in the wave after the boot code runs
 * (docs/performance.md, round 6). The same file for every channel: English is every language's fallback.
 */
export function englishPreload(): Plugin {
  let base = '/';
  return {
    name: 'portal-english-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = context.bundle ? englishBundleFile(Object.values(context.bundle)) : undefined;
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${file}`, as: 'fetch', crossorigin: 'anonymous', nonce: CSP_NONCE_PLACEHOLDER },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
