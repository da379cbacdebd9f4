import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootLoader } from './scripts/build/boot-loader.ts';
import { declarationText } from './scripts/build/declaration-text.ts';
import { precompress } from './scripts/build/precompress.ts';
import { portalAliases } from './scripts/build/portal-aliases.ts';
import { productionBuilds } from './scripts/build/production-builds.ts';
import { rendererPreload, withoutRendererPreloads } from './scripts/build/renderer-preload.ts';
import { styledComponentIds } from './scripts/build/styled-component-ids.ts';
import { CSP_NONCE_PLACEHOLDER } from './src/lib/csp-nonce-placeholder.ts';

const BOOT_ENTRY = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));
const RENDERER = fileURLToPath(new URL('./src/app/render.tsx', import.meta.url));
/** The renderer's later evaluation stages (chunk name: the modules render.tsx imports for it), in its order. */
const RENDER_STAGES = Object.entries({
  'render-stage-config': ['./src/lib/i18n/index.ts', './src/engine/config/index.ts'],
  'render-stage-theme': ['./src/engine/theme/index.ts'],
  'render-stage-app': ['./src/app/app.tsx'],
}).map(([name, files]): [string, string[]] => [name, files.map((file) => fileURLToPath(new URL(file, import.meta.url)))]);

/**
 * Modules the first-render groups reach only through a library's index (its re-exports) and that
 * no module of the first render uses: TanStack Query's mutation and `useQueries` hooks. Left to
 * the lazy chunks that use them, instead of riding in `boot` to be exported from there.
 */
const NOT_AT_FIRST_RENDER = /\/@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver|mutationOptions|useQueries|queriesObserver)\.js$/;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** `from` and every module it imports statically, leaving out those in `skip`. */
function staticGraph(ctx: ChunkingContext, from: string, skip: ReadonlySet<string> = new Set()): Set<string> {
  const graph = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (graph.has(id) || skip.has(id) || NOT_AT_FIRST_RENDER.test(id)) continue;
    graph.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return graph;
}

/**
 * Everything before the first render in a few chunks (docs/performance.md, "Chunks"):
 * `boot` holds main.tsx's static graph (what gets the config calls out), `renderer` the rest of
 * render.tsx's, and each later evaluation stage of the renderer (render.tsx) what it adds. Modules
 * that lazy chunks share with them stay there (those chunks import them from an already loaded
 * chunk) instead of being cut into small common chunks that index.html must load one by one: each
 * file costs its own gzip dictionary and import/export lists. Earlier groups take their modules
 * first (priority), so a stage's chunk imports only earlier ones.
 */
function firstRenderChunks() {
  const entries: Array<[string, string[]]> = [['boot', [BOOT_ENTRY]], ['renderer', [RENDERER]], ...RENDER_STAGES];
  let chunkOf: Map<string, string> | undefined;
  const assign = (ctx: ChunkingContext) => {
    const groups = new Map<string, string>();
    for (const [name, from] of entries) {
      for (const entry of from) for (const id of staticGraph(ctx, entry, new Set(groups.keys()))) groups.set(id, name);
    }
    groups.delete(RENDERER);
    return groups;
  };
  return entries.map(([name], index) => ({
    debugName: name,
    name: (id: string, ctx: ChunkingContext) => ((chunkOf ??= assign(ctx)).get(id) === name ? name : null),
    priority: entries.length - index,
  }));
}

/**
 * Lazy chunks the first screen asks for together, as one request each instead of one per module
 * (docs/performance.md, "Network": on HTTP/1.1 a browser has six connections per origin, so every
 * request past six in a wave waits a round trip). By module path, nothing channel-specific:
 * `built-in` is what every boot loads beside the config calls (the built-in screens, the validators
 * of a served structure and SETTINGS overrides, and the form helpers and ajv runtime those share
 * with the form engine); `form` the form block's renderer and the built-in forms' definitions (what
 * a screen with a form needs to show it whole, with the form's sized placeholder); `forms` the form
 * engine (rjsf) and the built-in forms' generated validators, which the placeholder waits for and the
 * screen's first paint does not; `date-locale` date-fns' en-US locale (date-fns' default) with the
 * helpers every date-fns locale builds on.
 */
const laterGroups = [
  {
    name: 'built-in',
    test: /\/channel-presets\/default\/screens\/[^/]+\.json$|\/src\/generated\/sections-validators-overrides\.js$|\/src\/engine\/forms\/(merge|skeleton-height|theme\/styles)\.ts$|\/src\/lib\/rules\/upload\.ts$|\/ajv\/dist\/runtime\/ucs2length\.js$/,
  },
  { name: 'form', test: /\/channel-presets\/default\/forms\/[^/]+\.json$|\/src\/blocks\/form\/renderer\.tsx$/ },
  { name: 'forms', test: /\/src\/generated\/forms\/|\/src\/engine\/forms\/engine-form\.tsx$/ },
  { name: 'date-locale', test: /\/date-fns\/locale\/(en-US\.js$|en-US\/_lib\/|_lib\/)/ },
];

export default defineConfig({
  plugins: [
    react(),
    // The same ids as the server render's build (vite.ssr.config.ts): docs/performance.md, "HTML first".
    styledComponentIds(),
    productionBuilds(),
    declarationText(),
    rendererPreload(),
    // After renderer-preload: index.html's head scripts and preloads become one loader that starts
    // them after the first paint on a page with a server render (docs/performance.md).
    bootLoader(),
    precompress(),
    // The service worker (src/sw/sw.ts -> /sw.js, Workbox). Registration and the manifest happen at
    // run time from the channel's config (src/app/pwa/): nothing is injected into index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script (registered without `type: 'module'`): one file, no imports.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}', 'assets/*.json'],
        globIgnores: ['portal.config.json', '**/*.map', 'sw.js', '**/*.gz', '**/*.br'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // The CSP nonce placeholder: Vite writes it into <meta property="csp-nonce"> and onto every
  // script, style and link tag of index.html; the server replaces it per response (docs/deploying.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: { alias: portalAliases },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    modulePreload: { resolveDependencies: withoutRendererPreloads },
    rolldownOptions: { output: { codeSplitting: { groups: [...firstRenderChunks(), ...laterGroups] } } },
  },
});
