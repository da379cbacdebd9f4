// The studio never changes what the operator did not change (docs/studio.md): every screen, form and
// field of every committed preset is opened, with every collapsed part (block props, field settings,
// "props as JSON") expanded, and the draft still equals the preset: no unpublished change, nothing
// to undo, the export builds back to the preset the CLI builds, and the publish accepts it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signInStudio } from './support/operator';
import { expect, test } from './fixtures';

const run = promisify(execFile);
const presets = readdirSync('channel-presets').sort();

test.describe.configure({ timeout: 600_000 });

async function expandAll(page: Page) {
  // Nested parts mount closed inside opened ones: open until none is left closed.
  for (let round = 0; round < 6; round++) {
    const opened = await page.locator('#editor').evaluate((editor) => {
      const closed = [...editor.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
      closed.forEach((d) => d.querySelector('summary')?.click());
      return closed.length;
    });
    if (opened === 0) return;
  }
}

const built = async (target: string) => JSON.parse((await run('npx', ['tsx', 'scripts/preset.ts', 'build', target], { cwd: process.cwd(), maxBuffer: 64 << 20 })).stdout) as Record<string, unknown>;

for (const preset of presets) {
  test(`opening every screen, form and field of ${preset} records no change; its export builds back to it`, async ({ page }) => {
    await page.goto('/studio', { waitUntil: 'domcontentloaded' });
    await signInStudio(page, 'publisher');
    await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Open a channel preset or the live config').selectOption(preset);
    const counter = page.getByRole('button', { name: /unpublished change/ });
    await expect(counter).toHaveText('0 unpublished changes');
    const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
    for (const heading of ['Sections', 'Screens', 'Forms']) {
      const buttons = nav.locator(`h2:text-is("${heading}") + ul button`);
      const names = await buttons.locator('span:first-child').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const [index, name] of names.entries()) {
        await buttons.nth(index).click();
        await expandAll(page);
        await expect(counter, `after opening ${heading} ${name}`).toHaveText('0 unpublished changes');
        await expect(page.getByRole('button', { name: 'Undo' }), `after opening ${heading} ${name}`).toBeDisabled();
      }
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const entries = unzipSync(readFileSync(await (await download).path()));
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-inspect-'));
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.endsWith('/')) continue;
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }
    // A parent the export extends is looked up in channel-presets/ (the CLI's rule).
    const again = await built(path.join(dir, preset));
    expect({ ...again, name: preset }).toEqual(await built(preset));

    // One verdict: the preset `preset validate` accepts is accepted by the publish as well.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.locator('#studio-message')).toContainText('Published at');
  });
}
