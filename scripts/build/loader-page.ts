// Test support: runs the built boot loader's code as the page runs it (a classic script whose
// `document.currentScript` carries the files it starts and the nonce).
import { vi } from 'vitest';

/** Replaces the page with `body` and the loader's script element, then runs `code` as that script. */
export function runLoader(code: string, body: string, files: { fetch: string; module: string; modulepreload: string }): void {
  document.head.replaceChildren();
  document.body.innerHTML = body;
  const script = document.createElement('script');
  Object.assign(script.dataset, files);
  script.nonce = 'abc';
  document.body.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(code)();
}
