// A hovered confirm button reads as well as an idle one: its fill darkens away from its text
// (no opacity fade), so axe finds no contrast problem with the pointer on it.
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

for (const preset of ['fuel-cz', 'drugstore-pl'] as const) {
  test(`the hovered sign-in button keeps 4.5:1 (${preset})`, async ({ page, demo }) => {
    await demo.reset(preset);
    await page.goto('/');
    const submit = page.getByRole('main').locator('button[type="submit"]').first();
    await expect(submit).toBeVisible({ timeout: 15_000 });
    const idle = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);
    await submit.hover();
    await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor), 'the hover shade shows').not.toBe(idle);
    expect(await submit.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await axeViolations(page, 'main'), 'axe with the pointer on the button').toEqual([]);
  });
}
