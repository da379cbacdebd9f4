// What a member reads on a phone (390 px, and 360 px for the header): history rows as cards with
// every column on screen, the enlarged card's whole number, a header whose points pill never covers
// the logo, receipts' dotted lines without a stray leading dot, leaflet covers shown whole.
import type { Page } from '@playwright/test';
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openSignedIn } from './support/member';
import { axeViolations } from './support/axe';

const PHONE = { width: 390, height: 844 };

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const path of ['/transactions', '/wallet-transactions', '/invoices', '/']) {
  test(`history rows at 390 px are cards with every column on screen, axe clean (${path})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'verified', path);
    const cards = page.getByRole('main').getByTestId('history-cards').first();
    await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    const labels = await first.locator('dt').allInnerTexts();
    expect(labels.length, 'a label per column').toBeGreaterThan(1);
    for (const value of await first.locator('dd').all()) {
      const box = (await value.boundingBox())!;
      expect(box.x, 'value starts on screen').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'value ends on screen').toBeLessThanOrEqual(PHONE.width);
    }
    await fitsTheScreen(page);
    expect(await axeViolations(page, 'main'), 'axe on main at 390 px').toEqual([]);
  });
}

test('at 1280 px the history is a table whose scroll region takes keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'verified', '/transactions');
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByTestId('history-cards')).toBeHidden();
  const region = page.getByRole('main').getByRole('region', { name: en.history.table });
  await expect(region).toHaveAttribute('tabindex', '0');
});

test('the enlarged card shows the whole number at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'verified', '/card');
  await page.getByRole('button', { name: en.card.zoom }).click();
  const dialog = page.getByRole('dialog');
  const number = dialog.getByTestId('card-large').locator('p').last();
  await expect(number).toContainText('4000 0000 0000 0001');
  const fit = await number.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(fit.scroll, 'the number is not cut').toBeLessThanOrEqual(fit.client);
  const dialogBox = (await dialog.boundingBox())!;
  const range = await number.evaluate((el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    const rects = Array.from(r.getClientRects());
    return { left: Math.min(...rects.map((x) => x.left)), right: Math.max(...rects.map((x) => x.right)) };
  });
  expect(range.left).toBeGreaterThanOrEqual(dialogBox.x);
  expect(range.right).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
});

for (const width of [390, 360]) {
  test(`the points pill never covers the logo (drugstore-pl, ${width} px)`, async ({ page, demo }) => {
    await demo.reset('drugstore-pl');
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, 'verified', '/');
    const header = page.locator('header').first();
    const pill = header.getByTestId('points-pill');
    await expect(pill).toBeVisible();
    const logo = header.locator('img').first();
    await expect(logo).toBeVisible();
    const [logoBox, pillBox] = [(await logo.boundingBox())!, (await pill.boundingBox())!];
    expect(logoBox.x + logoBox.width, 'logo ends before the pill').toBeLessThanOrEqual(pillBox.x);
    expect(logoBox.width, 'the logo is still shown').toBeGreaterThan(20);
    // What the image paints stays inside its link (nothing drawn under the pill).
    const link = (await header.getByRole('link').first().boundingBox())!;
    expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(link.x + link.width + 0.5);
    await fitsTheScreen(page);
  });
}

test('receipts at 390 px: a wrapped dotted line never starts with a dot', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'verified', '/receipts');
  const item = page.getByRole('main').getByRole('listitem').first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  const starts = await page.getByRole('main').evaluate((main) => {
    const out: { text: string; gap: number }[] = [];
    const groups = Array.from(main.querySelectorAll('div')).filter((el) => getComputedStyle(el.children[1] ?? el, '::before').content.includes('·'));
    for (const group of groups) {
      const clip = /inset\(\s*[-\d.]+px\s+[-\d.]+px\s+[-\d.]+px\s+([-\d.]+)px/.exec(getComputedStyle(group).clipPath);
      const visibleLeft = group.getBoundingClientRect().left + (clip ? Number(clip[1]) : 0);
      let lastTop = -Infinity;
      for (const child of Array.from(group.children)) {
        const rect = child.getBoundingClientRect();
        if (rect.top > lastTop + 2) {
          // The first item of a line: its text must start where the group's visible area starts.
          const range = document.createRange();
          range.selectNodeContents(child);
          const textLeft = range.getClientRects()[0]?.left ?? rect.left;
          out.push({ text: (child.textContent ?? '').slice(0, 30), gap: Math.round(textLeft - visibleLeft) });
        }
        lastTop = rect.top;
      }
    }
    return out;
  });
  expect(starts.length, 'dotted lines were found').toBeGreaterThan(0);
  expect(starts.filter((s) => s.gap > 1), 'nothing visible (a dot) before the first item of a line').toEqual([]);
});

test('leaflet covers are shown whole, never cropped (390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'verified', '/leaflets');
  const covers = page.getByRole('main').getByRole('listitem').locator('img');
  await expect(covers.first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const cropped = await covers.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.naturalWidth > 0)
      .filter((img) => {
        const fit = getComputedStyle(img).objectFit;
        const boxRatio = img.clientWidth / img.clientHeight;
        const imageRatio = img.naturalWidth / img.naturalHeight;
        return fit === 'cover' && Math.abs(boxRatio - imageRatio) > 0.01;
      })
      .map((img) => img.src.slice(0, 60)),
  );
  expect(cropped).toEqual([]);
});
