// A member on a phone reaches the special deals: below 768 px the two-column layout hides the
// sidebar, so the dashboard shows the same deals as a block (component `deals`), in every preset.
import { expect, presets, test } from './fixtures';
import { openSignedIn } from './support/member';
import { axeViolations } from './support/axe';

// minimal-gb runs with setting 'web' off: no dashboard, no deals (spec 2).
for (const preset of presets.filter((name) => name !== 'minimal-gb')) {
  test(`at 390 px the dashboard lists the deals and 'more' opens one (${preset})`, async ({ page, demo }) => {
    await demo.reset(preset);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'verified', '/');
    const main = page.getByRole('main');
    const deals = main.getByTestId('dashboard-deals');
    const card = deals.getByTestId('deal-card').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('deals-sidebar').filter({ visible: true })).toHaveCount(1);
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAccessibleName(title);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await axeViolations(page, 'main'), 'axe on main at 390 px').toEqual([]);
  });
}

test('at 1280 px the deals stay in the sidebar, listed once', async ({ page, demo }) => {
  await demo.reset('default');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'verified', '/');
  await expect(page.getByTestId('deal-card').filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dashboard-deals')).toBeHidden();
  await expect(page.getByTestId('deals-sidebar').filter({ visible: true })).toHaveCount(1);
});
