// Vite plugin: libraries whose package `exports` name only their development build get their
// production build in `vite build`. React Router 7 exports `dist/development` under every condition
// (its `dist/production` ships beside it, unreferenced): the development build keeps its dev-only
// warnings and checks, which cost the first route ~2 kB gzip and run at boot. `vite` (dev server)
// and vitest keep the development build.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Bare specifier -> its production entry, beside the development entry the package exports. */
function productionEntries(): Map<string, string> {
  const routerDevelopment = require.resolve('react-router');
  const routerDist = path.dirname(path.dirname(routerDevelopment));
  const entries = new Map([['react-router', path.join(routerDist, 'production', 'index.mjs')]]);
  for (const [name, file] of entries) if (!existsSync(file)) throw new Error(`production-builds: ${name} has no ${file}`);
  return entries;
}

export function productionBuilds(): Plugin {
  let entries: Map<string, string> | undefined;
  return {
    name: 'production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      entries ??= productionEntries();
      return entries.get(source) ?? null;
    },
  };
}
