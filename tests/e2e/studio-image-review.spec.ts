// A publisher's studio tab opened before the editor uploads an image (docs/studio.md, "Images"): the
// editor uploads a PNG, shows it on home with alt text and proposes; the publisher's tab, which loaded
// the asset library before the upload, reviews the proposal (no problem), previews it in the studio
// (no "not in the channel's asset library" finding, the image shown) and publishes it.
import type { Page } from '@playwright/test';
import { png } from '../../src/test-support/png';
import { expect, test } from './fixtures';
import { demoChannelId, languagesOf, ownerAddsEditor, part, studioOn, teamOf } from './support/four-eyes';
import { frameOf, previewUpToDate, problems } from './support/studio';

test.describe.configure({ timeout: 300_000 });

const ALT = 'screens.home.skyAlt';
const home = (studio: Page) =>
  studio.getByRole('navigation', { name: 'Parts of the channel' }).locator('h2:text-is("Screens") + ul').getByRole('button', { name: /^home/ }).click();

test("a publisher's tab opened before an image upload reviews and publishes the proposal showing it", async ({ browser, baseURL }) => {
  const channel = demoChannelId('default');
  const { languages } = languagesOf('default');
  const team = teamOf(channel);
  if (team.editorNeedsRole) await ownerAddsEditor(browser, baseURL, channel);

  // The publisher's tab is open first: its asset library is loaded before the upload.
  const publisher = await studioOn(browser, baseURL, team.publisher, channel);
  await home(publisher);
  await expect(publisher.getByRole('group', { name: 'Add a block', exact: true })).toBeVisible();

  const editor = await studioOn(browser, baseURL, team.editor, channel);
  await home(editor);
  const add = editor.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('image');
  await add.getByRole('button', { name: 'Add block' }).click();
  const block = editor.getByRole('group', { name: 'Block image "image-1"' });
  const library = block.getByRole('region', { name: 'Image' });
  await library.getByLabel('Upload an image').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: png(640, 360, [90, 150, 230]) });
  await expect(library.getByRole('button', { name: 'Use sky.png (640 × 360)' })).toHaveAttribute('aria-pressed', 'true');
  await block.getByRole('combobox', { name: /^Alt/ }).fill(ALT);
  const texts = block.getByRole('group', { name: `Texts of ${ALT}` }).getByRole('textbox');
  await expect(texts).toHaveCount(languages.length);
  for (const box of await texts.all()) await box.fill('A blue sky over the shop');
  await expect(problems(editor)).toHaveCount(0);
  await part(editor, 'Drafts and review');
  const editorStatus = editor.getByRole('status').filter({ hasText: /Draft saved|Proposed|Proposal refused|failed/ });
  await editor.getByLabel('Message for the reviewer').fill('A sky on home');
  await editor.getByRole('button', { name: 'Propose' }).click();
  await expect(editorStatus).toHaveText('Proposed for review: a publisher of the channel reviews it', { timeout: 60_000 });

  // The publisher's tab, still the one opened before the upload.
  await part(publisher, 'Drafts and review');
  await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
  const review = publisher.getByRole('region', { name: 'Review of the proposal' });
  await expect(review).toContainText('No problem found');
  await review.getByRole('button', { name: 'Preview the proposal' }).click();
  // Opened in the studio, the proposal's image is one of the channel's: no finding, and the frame shows it.
  await home(publisher);
  await expect(publisher.getByRole('group', { name: 'Block image "image-1"' })).toBeVisible();
  await expect(publisher.getByText("which is not in the channel's asset library")).toHaveCount(0);
  await expect(problems(publisher)).toHaveCount(0);
  // Home as a member sees it.
  await publisher.getByLabel('View as').selectOption('verified@demo.test');
  await previewUpToDate(publisher);
  const framed = frameOf(publisher).locator('[data-block="image"] img');
  await framed.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await expect.poll(() => framed.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(640);

  await part(publisher, 'Drafts and review');
  await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
  await expect(review).toContainText('No problem found');
  await review.getByRole('button', { name: 'Publish the proposal' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: /Published|refused|failed/ })).toContainText('Published as version 2');
  await editor.context().close();
  await publisher.context().close();
});
