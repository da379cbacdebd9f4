// Images as an operator uses them (docs/studio.md, "Images"): a file that is not what its name says
// is refused with the reason in the studio; a PNG uploaded into the channel's asset library is placed
// on home in an image block with alt text and published, and a member's page shows it with its alt,
// served from the channel service with a year of caching. No axe violations on the block at either width.
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { png } from '../../src/test-support/png';
import { frameOf, openStudio, PREVIEW } from './support/studio';

test.describe.configure({ timeout: 240_000 });

const ALT = 'A blue sky over the shop';

test('an operator uploads a PNG, places it on home with alt text and publishes; the member page shows it; a fake or oversized file is refused with its reason', async ({ page, browser, baseURL }) => {
  test.slow(); // the studio boots the portal in its frame, then a member tab boots it again
  await openStudio(page, 'verified@demo.test');
  await page.getByRole('button', { name: 'home', exact: true }).click();
  const add = page.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('image');
  await add.getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('group', { name: 'Block image "image-1"' });
  // A new image block names no image yet: its props open by themselves on that problem.
  await expect(block.getByText('Props of image "image-1"')).toBeVisible();
  const library = block.getByRole('region', { name: 'Image' });
  const upload = library.getByLabel('Upload an image');

  // Text named .png: the service reads the bytes and the studio says why, in the operator's words.
  await upload.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('Dear team, the photo follows in the next mail.') });
  await expect(library.getByRole('alert')).toHaveText('holiday.png was not uploaded: the file is not a PNG, JPEG, WebP or GIF image (its content decides, not its name).');
  const large = Buffer.concat([png(8, 8), Buffer.alloc(2 * 1024 * 1024 + 10)]);
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: large });
  await expect(library.getByRole('alert')).toHaveText('huge.png was not uploaded: the file is larger than 2 MB.');

  await upload.setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: png(640, 360, [90, 150, 230]) });
  await expect(library.getByRole('button', { name: 'Use sky.png (640 × 360)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(library.getByRole('alert')).toHaveCount(0);

  // A data: image is refused with its reason rather than dropped.
  await library.getByLabel('Or an image link (https)').fill('data:image/png;base64,iVBORw0KGgo=');
  await library.getByRole('button', { name: 'Use this link' }).click();
  await expect(library.getByRole('alert')).toContainText('A data: image is not accepted');

  // Without alt text the image is a finding; with it (a text in each of the channel's languages) it is not.
  await expect(block).toContainText('has no alt text');
  const key = block.getByRole('combobox', { name: /^Alt/ });
  await key.fill('screens.home.skyAlt');
  const texts = block.getByRole('group', { name: 'Texts of screens.home.skyAlt' }).getByRole('textbox');
  for (const box of await texts.all()) await box.fill(ALT);
  await expect(block).not.toContainText('has no alt text');

  const framed = frameOf(page).locator('[data-block="image"] img');
  await expect(framed).toHaveAttribute('alt', ALT);
  // Below the fold it loads lazily: once scrolled to, it is the uploaded image.
  await expect(framed).toHaveAttribute('loading', 'lazy');
  await framed.scrollIntoViewIfNeeded();
  await expect.poll(() => framed.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(640);
  await expectNoAxeViolations(page, 'studio, image block and its library', [PREVIEW]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#studio-message')).toContainText('as version 2');

  // A member of their own (the studio's frame signed this context in as the preview's member).
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signIn(member, 'verified', '/');
  for (const width of [390, 1280]) {
    await member.setViewportSize({ width, height: 900 });
    await member.reload();
    const image = member.locator('[data-block="image"] img');
    await expect(image).toHaveAttribute('alt', ALT, { timeout: 60_000 });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(640);
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
    await expectNoAxeViolations(member, `home with an image block at ${width} px`);
  }
  const src = await member.locator('[data-block="image"] img').getAttribute('src');
  expect(src).toMatch(/^\/wl\/v1\/platform\/assets\/[0-9a-f]{64}$/);
  const served = await member.request.get(src!);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await memberContext.close();
});
