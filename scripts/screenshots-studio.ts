// The studio's screenshots at 1280 px for docs/studio/ and its preview latency (an edit of the
// primary colour -> the framed portal repainted, as the frame's `studio:applied` answer reports it
// after its next animation frame): `npx tsx scripts/screenshots.ts --studio` (build first).
import { execSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { DEMO_OPERATOR_PASSWORD as OPERATOR_PASSWORD } from '../src/server/demo.ts';

const EDITS = 20;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Preview/ });

async function upToDate(page: Page) {
  await status(page).filter({ hasText: 'Preview up to date' }).waitFor({ timeout: 90_000 });
}

/** One edit as the operator types it (an input event on the field), timed until the frame's answer. */
function timedEdit(page: Page, colour: string): Promise<number> {
  return page.evaluate(async (value) => {
    const input = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Primary')?.control as HTMLInputElement;
    // Inline listeners only: tsx names a function assigned to a const with a helper the page lacks.
    const listening = new AbortController();
    const applied = new Promise<number>((resolve) => {
      window.addEventListener(
        'message',
        (event) => {
          if ((event.data as { type?: string } | undefined)?.type !== 'studio:applied') return;
          listening.abort();
          resolve(performance.now());
        },
        { signal: listening.signal },
      );
    });
    const start = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return (await applied) - start;
  }, colour);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function shootStudio(browser: Browser, base: string, outDir: string): Promise<string[]> {
  await fetch(`${base}/__demo/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ preset: 'default' }) });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const written: string[] = [];
  const shot = async (name: string) => {
    const file = path.join(outDir, `${name}.png`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, animations: 'disabled' });
    written.push(file);
  };
  try {
    await page.goto('/studio');
    // The studio opens for a signed-in operator (docs/studio.md).
    await page.getByLabel('E-mail').fill('publisher@demo.test');
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Visual section' }).waitFor({ timeout: 90_000 });
    await upToDate(page);
    await page.getByLabel('View as').selectOption('verified@demo.test');
    await upToDate(page);
    const pill = page.locator('iframe[title^="Portal preview"]').contentFrame().getByTestId('points-pill');
    await pill.waitFor({ timeout: 60_000 });

    const before = execSync('uptime').toString().trim();
    const latencies: number[] = [];
    for (let i = 0; i < EDITS; i += 1) latencies.push(await timedEdit(page, i % 2 === 0 ? '#1d6b3a' : '#000000'));
    const sorted = [...latencies].sort((a, b) => a - b);
    const load = `${before} -> ${execSync('uptime').toString().trim()}`;
    console.info(`Preview latency, ${EDITS} edits of VISUAL.color.primary, signed-in member on the dashboard, phone width:`);
    console.info(`  median ${Math.round(at(sorted, 0.5))} ms, p90 ${Math.round(at(sorted, 0.9))} ms, max ${Math.round(sorted.at(-1)!)} ms (${sorted.map(Math.round).join(', ')})`);
    console.info(`  ${load}`);

    await page.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
    await upToDate(page);
    await shot('visual-section');

    await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'home', exact: true }).first().click();
    await page.getByRole('button', { name: 'Desktop 1280 px' }).click();
    await pill.waitFor({ timeout: 60_000 });
    await upToDate(page);
    await shot('home-screen-blocks');

    await page.getByRole('button', { name: 'Translations', exact: true }).click();
    await page.getByRole('table').waitFor();
    await shot('translations');
  } finally {
    await context.close();
  }
  return written;
}
