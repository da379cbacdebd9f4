import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expect } from '../fixtures';
import { signInStudio } from './operator';

/** The studio's live portal preview frame (named in the studio language; marked whatever the language). */
export const PREVIEW = 'iframe[data-preview="live"]';
export const frameOf = (page: Page) => page.frameLocator(PREVIEW);
export const previewStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Preview/ });

/** Waits until the frame shows the current draft (the framed portal boots like any page load: slow on a loaded machine). */
export const previewUpToDate = (page: Page) => expect(previewStatus(page)).toContainText('Preview up to date', { timeout: 60_000 });

/**
 * Opens the studio as the publisher and waits until the frame has the draft, viewed as member `as`
 * when given; marks the frame's window (`studioMark`) so a test can prove it was not reloaded.
 */
export async function openStudio(page: Page, as?: string) {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await previewUpToDate(page);
  if (as) {
    await page.getByLabel('View as').selectOption(as);
    await previewUpToDate(page);
  }
  await frameOf(page).locator('body').evaluate(() => ((window as unknown as { studioMark: number }).studioMark = 42));
}

/** Opens the studio as the publisher on one of the demo's channel presets, with nothing changed yet. */
export async function openPreset(page: Page, preset: string) {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Open a channel preset or the live config').selectOption(preset);
  await expect(page.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished changes');
  await previewUpToDate(page);
}

/** The studio's list of findings (absent when there are none). */
export const problems = (page: Page) => page.getByRole('region', { name: 'Problems' }).or(page.locator('[aria-label="Problems"]'));

/**
 * An exported preset archive (a downloaded zip) unpacked into a new temporary folder: its entries by
 * name (as the zip holds them) and the folder, where each preset is the folder `<dir>/<name>`.
 */
export function unzipExport(file: string, prefix = 'studio-export-'): { entries: Record<string, Uint8Array>; dir: string } {
  const entries = unzipSync(readFileSync(file));
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  return { entries, dir };
}
