import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { signInStudio } from './operator';

/** The studio's portal preview frame. */
export const PREVIEW = 'iframe[title^="Portal preview"]';
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
  await expect(page.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished change(s)');
  await previewUpToDate(page);
}

/** The studio's list of findings (absent when there are none). */
export const problems = (page: Page) => page.getByRole('region', { name: 'Problems' }).or(page.locator('[aria-label="Problems"]'));
