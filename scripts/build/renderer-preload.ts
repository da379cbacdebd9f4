// Vite plugin: the renderer chunk (src/app/render.tsx, imported by main.tsx at once, beside the boot
// code's config calls) and its static imports are preloaded by `<link rel="modulepreload">` in
// index.html instead of by Vite's preload helper at run time. The HTML parser's preload scanner
// starts them with the page, and the index chunk's evaluation no longer appends a link per chunk
// inside one long task (docs/performance.md).
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/csp-nonce-placeholder.ts';
import { englishBundleFile } from './english-preload.ts';

const RENDERER_MODULE = /\/src\/app\/render\.tsx$/;
/** The renderer chunk's file name as Vite names it (`assets/render-<hash>.js`). */
export const RENDERER_FILE = /(^|\/)render-[\w-]{8}\.js$/;
/** The renderer's later evaluation stages (render.tsx imports them one after the other; vite.config.ts). */
const RENDER_STAGE_FILE = /(^|\/)render-stage-[a-z]+-[\w-]{8}\.js$/;

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports?: string[]; facadeModuleId: string | null };

/** The renderer chunk and every chunk it imports statically or as a stage, renderer first. */
export function rendererGraph(chunks: Chunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const renderer = chunks.find((chunk) => chunk.facadeModuleId !== null && RENDERER_MODULE.test(chunk.facadeModuleId));
  if (!renderer) return [];
  if (!RENDERER_FILE.test(renderer.fileName)) throw new Error(`renderer-preload: unexpected renderer chunk name ${renderer.fileName}`);
  const graph: string[] = [];
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || graph.includes(chunk.fileName)) return;
    graph.push(chunk.fileName);
    chunk.imports.forEach((name) => visit(byName.get(name)));
    chunk.dynamicImports?.filter((name) => RENDER_STAGE_FILE.test(name)).forEach((name) => visit(byName.get(name)));
  };
  visit(renderer);
  return graph;
}

/** For `build.modulePreload.resolveDependencies`: no run-time preload links for the renderer's imports. */
export function withoutRendererPreloads(filename: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'js' && (RENDERER_FILE.test(filename) || RENDER_STAGE_FILE.test(filename)) ? [] : deps;
}

export function rendererPreload(): Plugin {
  let base = '/';
  return {
    name: 'portal-renderer-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = Object.values(context.bundle);
        const chunks = files.filter((file): file is typeof file & Chunk => file.type === 'chunk');
        const english = englishBundleFile(files);
        return [
          ...rendererGraph(chunks)
            .filter((file) => !html.includes(`${base}${file}"`))
            .map((file) => ({ rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }) as Record<string, string | boolean>),
          ...(english ? [{ rel: 'preload', href: `${base}${english}`, as: 'fetch', crossorigin: 'anonymous' }] : []),
        ].map((attrs) => ({ tag: 'link', attrs: { ...attrs, nonce: CSP_NONCE_PLACEHOLDER }, injectTo: 'head' as const }));
      },
    },
  };
}
