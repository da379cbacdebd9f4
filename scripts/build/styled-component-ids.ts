// Vite plugin: every styled component gets a fixed id, the same in the browser's build and the
// server render's (dist-ssr), so the server's HTML carries the classes the client renders
// (docs/performance.md, "HTML first"). Without it styled-components numbers its components in the
// order they are created, which differs between the server's single bundle and the browser's chunks.
//
// The transform is Oxc's port of babel-plugin-styled-components (`plugins.styledComponents` of Vite's
// `transformWithOxc`): `styled.x`, `styled(X)`, `.attrs(...)`, an existing `.withConfig(...)` (merged
// into, an explicit `componentId` kept), with `css`, `keyframes` and `createGlobalStyle` left alone.
// Oxc hashes the file name it is given when that is absolute (a relative one: the module's text,
// so every edit would change its ids). Vite's own Oxc transform gives it the absolute path, so the
// ids would depend on where the checkout lies; this one gives it the path under the project root as
// if the root were `/`.
import path from 'node:path';
import { normalizePath, transformWithOxc, type Plugin } from 'vite';

export type StyledIdsOptions = {
  /** The project root the file paths are taken relative to. */
  root: string;
  /** Adds a readable `displayName` (file and binding name) to each component, and so to its class. */
  displayName: boolean;
};

/**
 * `code` (JavaScript, TypeScript and JSX already compiled) of the module at `file` with a
 * `withConfig({ componentId })` on each styled component: `sc-<hash of the root-relative path>-<n>`,
 * n its place in the module. Null when the module does not import styled-components.
 */
export async function withStyledIds(code: string, file: string, { root, displayName }: StyledIdsOptions): Promise<{ code: string; map: string } | null> {
  if (!code.includes('styled-components')) return null;
  const underRoot = `/${normalizePath(path.relative(root, file))}`;
  const result = await transformWithOxc(code, underRoot, {
    lang: 'js',
    sourcemap: true,
    plugins: { styledComponents: { ssr: true, displayName, fileName: true, minify: false, transpileTemplateLiterals: false, pure: false } },
  });
  return { code: result.code, map: JSON.stringify({ ...result.map, sources: [file] }) };
}

/** The plugin for `vite.config.ts` and `vite.ssr.config.ts`: both builds must use it, or their ids differ. */
export function styledComponentIds(): Plugin {
  let options: StyledIdsOptions = { root: process.cwd(), displayName: false };
  return {
    name: 'portal:styled-component-ids',
    configResolved(config) {
      options = { root: config.root, displayName: !config.isProduction };
    },
    // A normal plugin runs after Vite's Oxc transform: it is given JavaScript.
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /\/node_modules\// }, code: 'styled-components' },
      handler(code, id) {
        return withStyledIds(code, id.replace(/[?#].*$/, ''), options);
      },
    },
  };
}
