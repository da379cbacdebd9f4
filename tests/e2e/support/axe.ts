import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** WCAG 2.2 A/AA: the rules every screen is checked against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * A frame axe can enter. The operator's HTML page frame is sandboxed without scripts: axe cannot run
 * inside it (a run waiting for it hangs until the test times out), so sandboxed frames are left out;
 * their own title is checked by the specs.
 */
async function scriptable(frame: Frame): Promise<boolean> {
  if (frame.isDetached()) return false;
  const element = await frame.frameElement().catch(() => null);
  if (!element) return frame.parentFrame() === null;
  return (await element.getAttribute('sandbox')) === null;
}

/**
 * axe-core's violations for WCAG 2.2 A/AA on what the page shows now, one line per rule.
 *
 * axe is put into each document once and run there with `axe.run`, which reaches same-origin child
 * frames itself. @axe-core/playwright's default instead injects on every call and finishes each run
 * in a new blank page: about 1 s a scan against 0.15 s, over ~400 scans a suite.
 */
export async function axeViolations(page: Page, scope: { include?: string; exclude?: string[] } | string = {}): Promise<string[]> {
  const { include, exclude = [] } = typeof scope === 'string' ? { include: scope } : scope;
  for (const frame of page.frames()) {
    if (!(await scriptable(frame))) continue;
    if (!(await frame.evaluate(() => typeof window.axe === 'object'))) await frame.evaluate(axeSource);
  }
  const context = {
    ...(include ? { include: [[include]] } : {}),
    exclude: ['iframe[sandbox]', ...exclude].map((selector) => [selector]),
  };
  const results = await page.evaluate(
    ([context, tags]) => window.axe!.run(context as ElementContext, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [context, axeTags] as const,
  );
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} [${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}]`,
  );
}
