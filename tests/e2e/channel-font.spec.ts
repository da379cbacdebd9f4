// The channel's font is shown: Montserrat (the default VISUAL.font_family) from the build's own
// files, only the subsets the page's text needs (Latin Extended for Czech, Cyrillic for Bulgarian),
// and none of them for a channel that names another family. "Shown" is read from the renderer:
// the platform font Chromium used for the page's heading.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The platform fonts Chromium drew the first-level heading's text with. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** The Montserrat faces document.fonts holds, by status. */
const montserratFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Montserrat').map((face) => face.status));

for (const { lang, subset } of [
  { lang: 'cs_CZ', subset: 'latin-ext' },
  { lang: 'bg_BG', subset: 'cyrillic' },
]) {
  test(`a ${lang} channel shows Montserrat from the build's files (its ${subset} subset)`, async ({ page }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'channel-font-'));
    try {
      writeFileSync(path.join(dir, 'preset.json'), JSON.stringify({ name: `font-${lang}`, description: 'Channel font test preset', extends: 'default', languages: [lang.split('_')[0]] }));
      writeFileSync(path.join(dir, 'general.json'), JSON.stringify({ 'GENERAL.lang': lang }));
      const reset = await page.request.post('/__demo/reset', { data: { preset: dir } });
      expect(reset.ok(), `/__demo/reset answered ${reset.status()}`).toBe(true);

      const fontFiles: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Montserrat')), { message: 'Montserrat loaded' }).toBe(true);
      // A variable font reports its file's name ("Montserrat Thin": its first instance); the fallback face would report the local font's.
      await expect
        .poll(async () => (await headingFonts(page)).every((family) => /^Montserrat( |$)/.test(family)), { message: 'the heading is drawn in Montserrat only' })
        .toBe(true);

      expect(fontFiles.length, 'font files requested').toBeGreaterThan(0);
      for (const file of fontFiles) expect(file, 'served by the portal itself').toMatch(/^\/assets\/montserrat-[\w-]+\.woff2$/);
      expect(fontFiles.some((file) => file.includes(`montserrat-${subset}-wght-normal`)), `the ${subset} subset is loaded`).toBe(true);
      expect(fontFiles.some((file) => file.includes('-vietnamese-') || file.includes('-cyrillic-ext-')), 'no subset the build does not ship').toBe(false);
      expect((await montserratFaces(page)).length, 'three subsets declared').toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('a channel naming another family loads none of the shipped font files', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The settled first screen is when Montserrat's files would be declared.
  await page.waitForLoadState('networkidle');
  expect(await montserratFaces(page)).toEqual([]);
  expect(fontFiles).toEqual([]);
});
