// The module aliases of the portal's code, one list for the browser build and the server render's
// build: the server must resolve every module as the browser does, or the HTML it renders differs
// from what the browser hydrates.
import { fileURLToPath, URL } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const stub = at('src/lib/pdf/unsupported-optional.ts');

export const portalAliases: Record<string, string> = {
  '@': at('src'),
  'markdown-to-jsx/react': at('src/engine/forms/plain-text-markdown.tsx'),
  'object-assign': at('src/lib/object-assign.ts'),
  html2canvas: stub,
  canvg: stub,
};
