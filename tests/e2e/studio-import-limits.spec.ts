// The studio's import refuses hostile archives with the reason and keeps the operator's unsaved work
// (docs/security.md): the hostile preset (tests/fixtures/hostile/) is listed key by key, and a zip
// bomb (200 MB of zeros whose central directory declares 100 bytes) stops at the size limit.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { lyingCopy, zipBomb } from '../../src/test-support/zip-bomb';
import { expect, test } from './fixtures';
import { signInStudio } from './support/operator';

test.describe.configure({ timeout: 120_000 });

const hostile = path.join(process.cwd(), 'tests/fixtures/hostile/hostile');

function hostileZip(): Buffer {
  const files = readdirSync(hostile, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  const zip = zipSync(Object.fromEntries(files.map((f) => [`hostile/${f.split(path.sep).join('/')}`, new Uint8Array(readFileSync(path.join(hostile, f)))])));
  return Buffer.from(zip);
}

test('a hostile archive and a zip bomb are refused with their reasons; the unsaved edit stays', async ({ page }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await page.getByLabel('Open a channel preset or the live config').selectOption('fuel-cz');
  const primary = page.getByLabel('Primary', { exact: true });
  await expect(primary).toHaveValue('#c2410c');
  await primary.fill('#123456');
  const counter = page.getByRole('button', { name: /unpublished change/ });
  await expect(counter).toHaveText('1 unpublished change');
  const message = page.locator('#studio-message');
  const archive = page.getByLabel('Preset archive to import');

  await archive.setInputFiles({ name: 'hostile.zip', mimeType: 'application/zip', buffer: hostileZip() });
  await expect(message).toContainText('Import failed: general.json at /__proto__: the key “__proto__” is not allowed');
  for (const refused of ['sections/GENERAL.json at /constructor', 'sections/VISUAL.json at /color/__proto__', 'translations/en.json at /constructor']) {
    await expect(message).toContainText(refused);
  }

  await archive.setInputFiles({ name: 'bomb.zip', mimeType: 'application/zip', buffer: Buffer.from(lyingCopy(zipBomb(200))) });
  await expect(message).toContainText('Import failed: bomb/sections/VISUAL.json is');
  await expect(message).toContainText('over the limit of 1.00 MB for one file');

  // The draft is the operator's, untouched, and nothing reached Object.prototype.
  await expect(primary).toHaveValue('#123456');
  await expect(counter).toHaveText('1 unpublished change');
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).x)).toBeUndefined();
});
