// An export of a channel showing an uploaded image (docs/studio.md, Export / Import): the zip carries
// the image in assets/<hash>.png, `preset validate` on the unpacked folder finds nothing, and the
// archive imported on another channel, whose library lacks the image, gives the draft with the
// image in that channel's library (the import adds it; the studio's host serves its own channel's
// images, so the frame of another channel is not where it shows).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { png } from '../../src/test-support/png';
import { expect, test } from './fixtures';
import { demoChannelId, languagesOf, studioOn } from './support/four-eyes';
import { unzipExport } from './support/studio';

test.describe.configure({ timeout: 300_000 });

const run = promisify(execFile);
const ALT = 'screens.home.skyAlt';
const home = (studio: Page) =>
  studio.getByRole('navigation', { name: 'Parts of the channel' }).locator('h2:text-is("Screens") + ul').getByRole('button', { name: 'home', exact: true }).click();

test('an export with an uploaded image passes preset validate and imports with the image on another channel', async ({ browser, baseURL }) => {
  const image = png(640, 360, [90, 150, 230]);
  const hash = createHash('sha256').update(image).digest('hex');
  const studio = await studioOn(browser, baseURL, 'owner', demoChannelId('default'));
  await home(studio);
  const add = studio.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('image');
  await add.getByRole('button', { name: 'Add block' }).click();
  const block = studio.getByRole('group', { name: 'Block image "image-1"' });
  const library = block.getByRole('region', { name: 'Image' });
  await library.getByLabel('Upload an image').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: image });
  await expect(library.getByRole('button', { name: 'Use sky.png (640 × 360)' })).toHaveAttribute('aria-pressed', 'true');
  await block.getByRole('combobox', { name: /^Alt/ }).fill(ALT);
  const texts = block.getByRole('group', { name: `Texts of ${ALT}` }).getByRole('textbox');
  await expect(texts).toHaveCount(languagesOf('default').languages.length);
  for (const box of await texts.all()) await box.fill('A blue sky over the shop');
  await expect(block).not.toContainText('has no alt text');

  // The export: the image file is in the folder, and the CLI finds every reference.
  const download = studio.waitForEvent('download');
  await studio.getByRole('button', { name: 'Export' }).click();
  const downloaded = await download;
  const { entries, dir } = unzipExport(await downloaded.path(), 'export-images-');
  // Kept beyond this context (its downloads go with it).
  const file = path.join(dir, 'export.zip');
  await downloaded.saveAs(file);
  const folder = Object.keys(entries).find((name) => name.endsWith('/preset.json'))!.split('/')[0]!;
  expect(Object.keys(entries)).toContain(`${folder}/assets/${hash}.png`);
  expect(createHash('sha256').update(readFileSync(path.join(dir, folder, 'assets', `${hash}.png`))).digest('hex')).toBe(hash);
  const validated = await run('npx', ['tsx', 'scripts/preset.ts', 'validate', path.join(dir, folder)], { cwd: process.cwd() }).then(
    (done) => done.stdout,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  expect(validated).not.toContain('asset library');
  expect(validated).toMatch(/valid \(0 error\(s\)/);
  await studio.context().close();

  // Another channel, whose library has never held the image: the import brings it.
  const other = await studioOn(browser, baseURL, 'owner', demoChannelId('fuel-cz'));
  await other.getByLabel('Preset archive to import').setInputFiles(file);
  await expect(other.locator('#studio-message')).toContainText('Imported');
  await expect(other.locator('#studio-message')).not.toContainText('not added');
  await home(other);
  const imported = other.getByRole('group', { name: 'Block image "image-1"' });
  await expect(imported).toBeVisible();
  await expect(other.getByText("which is not in the channel's asset library")).toHaveCount(0);
  await imported.getByText('Props of image "image-1"').click();
  await expect(imported.getByRole('region', { name: 'Image' }).getByRole('button', { name: /^Use .* \(640 × 360\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await other.context().close();
});
