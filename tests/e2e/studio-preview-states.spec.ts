// The studio preview shows what an operator must check (docs/studio.md, "Live preview"): the channel at
// a chosen date (a banner's visibility window opens and closes in the frame), each member state,
// phone and desktop widths, and one screen or one form alone, without the portal's navigation.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { frameOf, openStudio, PREVIEW, previewUpToDate as upToDate } from './support/studio';

test.describe.configure({ timeout: 120_000 });

test('a banner added with dates shows in the frame only at a preview date inside its window; a reversed window is a finding', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Popular coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'home', exact: true }).click();
  const add = page.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('banner');
  await add.getByRole('button', { name: 'Add block' }).click();
  const banner = frame.locator('[data-block="banner"]');
  await expect(banner).toBeVisible();

  // The default channel is English: its dates are read in UTC, and the studio says so.
  const dates = page.getByRole('group', { name: 'Dates of banner "banner-1"' });
  await expect(dates).toContainText('Dates (UTC)');
  await dates.getByLabel('Visible from').fill('2030-12-01T09:00');
  await dates.getByLabel('Visible until').fill('2030-12-24T18:00');
  await expect(banner).toHaveCount(0);

  const date = page.getByLabel('Date (UTC)');
  await date.fill('2030-12-10T12:00');
  await expect(banner).toBeVisible();
  // Boundaries: visible_until is the first minute without the banner, visible_from the first with it.
  await date.fill('2030-12-24T18:00');
  await expect(banner).toHaveCount(0);
  await date.fill('2030-12-24T17:59');
  await expect(banner).toBeVisible();
  await date.fill('2030-12-01T08:59');
  await expect(banner).toHaveCount(0);
  await date.fill('2030-12-01T09:00');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(date).toHaveValue('');
  await expect(banner).toHaveCount(0);

  // The block's dates as written in the draft, checked by the CLI's rules as the operator types.
  await dates.getByLabel('Visible until').fill('2030-11-01T00:00');
  await expect(dates).toContainText('is not after visible_from');
  await expectNoAxeViolations(page, 'studio, block dates and preview date', [PREVIEW]);
});

test('member states, both widths, and one screen or one form alone; no axe violations', async ({ page }) => {
  test.slow(); // signs in inside the frame several times, each boots the portal again
  await openStudio(page);
  const frame = frameOf(page);
  const viewAs = page.getByLabel('View as');
  await expect(viewAs.locator('option')).toHaveText([
    'Visitor (signed out)',
    'Verified member (verified@demo.test)',
    'Unverified member (e-mail not confirmed) (unverified@demo.test)',
    'Member with no points (nopoints@demo.test)',
    'Staff member (staff@demo.test)',
  ]);

  await viewAs.selectOption('unverified@demo.test');
  await upToDate(page);
  await expect(frame.getByRole('region', { name: 'Account verification' })).toBeVisible();

  await viewAs.selectOption('verified@demo.test');
  await upToDate(page);
  await expect(frame.getByRole('heading', { name: 'Popular coupons' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Account verification' })).toHaveCount(0);

  const show = page.getByLabel('Show');
  await show.selectOption('screen:home');
  const alone = frame.locator('[data-preview-only="home"]');
  await expect(alone).toBeVisible();
  await expect(alone.getByRole('heading', { name: 'Popular coupons' })).toBeVisible();
  await expect(frame.locator('header')).toHaveCount(0);
  await expect(frame.locator('footer')).toHaveCount(0);
  await expect(frame.getByRole('navigation')).toHaveCount(0);

  for (const width of ['Desktop 1280 px', 'Phone 390 px']) {
    await page.getByRole('button', { name: width }).click();
    await expect(page.locator(PREVIEW)).toHaveAttribute('title', new RegExp(width.split(' ')[1]!));
    await expect(alone).toBeVisible();
  }

  await show.selectOption('form:profile');
  const form = frame.locator('[data-preview-only="form-profile"]');
  await expect(form.getByLabel('First name')).toBeVisible();
  await expect(frame.locator('header')).toHaveCount(0);
  await expectNoAxeViolations(page, 'studio, preview of one form', [PREVIEW]);

  await show.selectOption('');
  await expect(frame.locator('header')).toHaveCount(1);
  await expect(frame.locator('[data-preview-only]')).toHaveCount(0);
});
