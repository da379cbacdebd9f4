// Issue 10 item 10 on fuel-cz: a long coupon title never runs under the red ribbon, and the menu
// stays on one line at 1280 px, what does not fit going into an accessible "More" disclosure.
import type { Locator, Page } from '@playwright/test';
import cs from '../../src/lib/i18n/locales/cs.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './fixtures';
import { rewriteApi } from './support/faults';
import { axeViolations } from './support/axe';
import { presetSection, signInByApi } from './support/routes';

type Json = Record<string, unknown>;
type Box = { x: number; y: number; width: number; height: number };

/** The theme's error colour (#e2001a): the ribbon of the last 2 days. */
const ERROR_RED = 'rgb(226, 0, 26)';
const LONG_TITLE = 'Sleva 15 % na kapalinu do ostřikovačů, mytí auta a kávu s sebou na všech čerpacích stanicích';

async function openAsMember(page: Page, path: string) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await signInByApi(page);
  await page.goto(path);
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the title's text, one per line (the heading's own box spans the whole row). */
const lineBoxes = (title: Locator) =>
  title.evaluate((heading) =>
    Array.from(heading.querySelector('a')?.getClientRects() ?? [], (r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );

test.beforeEach(async ({ demo }) => {
  await demo.reset('fuel-cz');
});

for (const path of ['/', '/coupons']) {
  test(`a long coupon title never runs under the ribbon (fuel-cz ${path}, 1280 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Every coupon gets a long title; the demo's ribbons (red ones among them) stay as they are.
    await rewriteApi(page, '**/wl/v1/coupons', (data) => ({
      ...data,
      coupons: (data.coupons as Json[]).map((coupon) => ({ ...coupon, name: LONG_TITLE })),
    }));
    await openAsMember(page, path);
    const tiles = page.getByTestId('coupon-tile');
    await expect(tiles.first()).toBeVisible({ timeout: 20_000 });
    const withRibbon = tiles.filter({ has: page.getByTestId('coupon-ribbon') });
    await expect(withRibbon.first()).toBeVisible();
    let red = 0;
    for (const tile of await withRibbon.all()) {
      await tile.scrollIntoViewIfNeeded();
      const ribbon = (await tile.getByTestId('coupon-ribbon').boundingBox())!;
      const lines = await lineBoxes(tile.getByRole('heading'));
      expect(lines.length, 'the title has text').toBeGreaterThan(0);
      for (const line of lines) expect(overlaps(line, ribbon), `title line ${JSON.stringify(line)} under the ribbon ${JSON.stringify(ribbon)}`).toBe(false);
      const colour = await tile.getByTestId('coupon-ribbon').evaluate((el) => getComputedStyle(el).backgroundColor);
      if (colour === ERROR_RED) red += 1;
    }
    expect(red, 'at least one red ribbon was checked').toBeGreaterThan(0);
  });
}

const entryNames = (menu: Locator) =>
  menu.locator(':scope > ul > li:not([aria-hidden="true"])').evaluateAll((items) =>
    items.map((li) => ({
      name: li.hasAttribute('data-menu-more') ? 'More' : (li.textContent ?? '').trim(),
      top: Math.round(li.getBoundingClientRect().top),
      height: li.getBoundingClientRect().height,
    })),
  );

test('the menu stays on one line at 1280 px: what does not fit is behind a keyboard-operable "More" button', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsMember(page, '/');
  const menu = page.getByRole('navigation', { name: cs.menu.label });
  await expect(menu).toBeVisible();
  const custom = ((presetSection('fuel-cz', 'GENERAL').routes as { items: Json[] }).items).map((item) => item.title as string);
  const expected = [cs.menu.home, cs.menu.coupons, cs.menu.rewards, cs.menu.perks, cs.menu.leaflets, cs.menu.invoices, cs.menu.transactions, ...custom, cs.menu.logout];

  const row = await entryNames(menu);
  expect(new Set(row.map((entry) => entry.top)).size, `one line: ${JSON.stringify(row)}`).toBe(1);
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.height, 'the menu bar is one entry high').toBeLessThan(row[0]!.height * 1.5);

  const more = menu.getByRole('button', { name: cs.menu.more });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await expectNoAxeViolations(page, 'menu with More closed');

  // Keyboard: Enter opens, Tab walks into the panel, Escape closes and returns to the button.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  // Log out never goes into "More": it ends the line, right after it.
  expect(row.map((entry) => entry.name).slice(-2), 'More, then Log out, end the line').toEqual(['More', cs.menu.logout]);
  const shown = row.map((entry) => entry.name).filter((name) => name !== 'More' && name !== cs.menu.logout);
  const hidden = (await panel.locator(':scope > li').allInnerTexts()).map((text) => text.trim());
  expect([...shown, ...hidden, cs.menu.logout], 'every entry once, in order').toEqual(expected);
  await expectNoAxeViolations(page, 'menu with More open');
  await page.keyboard.press('Tab');
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement)), 'Tab moves into the panel').toBe(true);
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();

  await page.keyboard.press('Space');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');

  // Narrower: more entries move into the panel, the line stays one; an entry in it navigates and closes it.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(async () => new Set((await entryNames(menu)).map((entry) => entry.top)).size, 'one line at 800 px').toBe(1);
  await more.click();
  const link = panel.getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('button', { name: cs.menu.logout }), 'Log out stays on the line at 800 px').toBeVisible();
});

test('at 390 px the menu is the drawer: every entry in it, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsMember(page, '/');
  await expect(page.getByRole('navigation', { name: cs.menu.label })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: cs.menu.open }).click();
  const drawer = page.getByRole('dialog', { name: cs.menu.title });
  await expect(drawer).toBeVisible();
  const custom = ((presetSection('fuel-cz', 'GENERAL').routes as { items: Json[] }).items).map((item) => item.title as string);
  for (const name of [cs.menu.coupons, cs.menu.transactions, ...custom]) {
    await expect(drawer.getByRole('link', { name: new RegExp(`^${name}`) }), name).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: cs.menu.logout })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]'), 'axe on the drawer at 390 px').toEqual([]);
});
