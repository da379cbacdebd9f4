// The static floor of a screen: its rendered DOM with every stylesheet rule (styled-components
// injects through the CSSOM, so rules are read from document.styleSheets) inlined into one <style>,
// every script and script preload removed. Served by the same demo server under /__floor/, it is
// the fastest this screen could possibly paint on this stack.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch, phoneContext, type ScreenSpec, type StorageState } from './browser.ts';

export async function captureFloor(base: string, screen: ScreenSpec, state: StorageState | undefined, outDir: string): Promise<string> {
  const browser = await launch();
  try {
    const context = await phoneContext(browser, screen.signedIn ? state : undefined);
    const page = await context.newPage();
    await page.goto(`${base}${screen.path}`);
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      const css = [...document.styleSheets]
        .map((sheet) => {
          try {
            // Web-font faces go: the portal's first screen is set in its local fallback face and
            // declares the web font only once that screen has settled, so the twin paints as it does.
            return [...sheet.cssRules]
              .filter((rule) => !/^@font-face[^}]*url\(/.test(rule.cssText))
              .map((rule) => rule.cssText)
              .join('\n');
          } catch {
            return '';
          }
        })
        .join('\n');
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      doc.querySelectorAll('script, style, link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], noscript').forEach((n) => n.remove());
      const style = document.createElement('style');
      style.textContent = css;
      doc.querySelector('head')?.append(style);
      return `<!doctype html>\n${doc.outerHTML}`;
    });
    await context.close();
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, `${screen.name}.html`);
    await writeFile(file, html);
    return `/__floor/${screen.name}.html`;
  } finally {
    await browser.close();
  }
}
