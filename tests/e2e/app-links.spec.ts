// Links built from config and content stay on the portal unless they say they leave: APP menu and footer links that would leave the origin are dropped, each alone, with a
// warning naming its JSON pointer; deal links and markdown read `//host` and its kin as external.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { rewriteApi } from './support/faults';

type Json = Record<string, unknown>;

const EVIL = 'evil.example';
/** Every way we know for a target to look like a portal path and leave the portal. */
const offsite = [
  `//${EVIL}/x`,
  `http://${EVIL}/x`,
  `https://${EVIL}/x`,
  `HtTpS://${EVIL}/x`,
  `/\\${EVIL}/x`,
  `\\\\${EVIL}`,
  `\\/${EVIL}/x`,
  `/\t/${EVIL}/x`,
  `/\n/${EVIL}/x`,
  ` //${EVIL}/x `,
  `/%2F${EVIL}/x`,
  `/%5C${EVIL}/x`,
  `/%252F%252F${EVIL}`,
  `///${EVIL}/x`,
  `javascript:location='//${EVIL}'`,
];

const app = (title: string, target: string) => ({ title, link: { target, type: 'APP' } });

function recordWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Opens the "More" disclosure of the top menu when the entries overflow into it. */
async function menuLinkNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const more = nav.getByRole('button', { name: 'More' });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  return nav.getByRole('link').allInnerTexts();
}

/** Every link on the page either stays on its origin or opens a new tab without opener and referrer. */
async function linksThatLeaveInPlace(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => new URL(a.href, location.href).origin !== location.origin && !['mailto:', 'tel:'].includes(new URL(a.href).protocol))
      .filter((a) => a.target !== '_blank' || !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel))
      .map((a) => `${a.textContent}: ${a.getAttribute('href')}`),
  );
}

test.beforeEach(async ({ page }) => {
  // Nothing may reach the other host, whatever the page does.
  await page.context().route((url) => url.hostname === EVIL, (route) => route.abort());
});

test('APP links of the menu and the footer that would leave the portal are dropped, each with a warning', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const warnings = recordWarnings(page);
  const bad = offsite.map((target, i) => app(`Bad ${i}`, target));
  await rewriteApi(page, '**/wl/v1/platform/config/section/GENERAL', (data) => ({
    ...data,
    routes: { items: [app('Good menu', '/news'), ...bad] },
  }));
  await rewriteApi(page, '**/wl/v1/platform/config/section/FOOTER', (data) => ({
    ...data,
    enabled: true,
    column3_enabled: true,
    column3_text: 'Links',
    column3_links: { items: [...bad, app('Good footer', '/coupons')] },
  }));
  await signIn(page, 'verified');
  await expect(page.getByText('1,250 points')).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Good footer' })).toBeVisible();
  await expect(footer.getByText(/^Bad \d+$/)).toHaveCount(0);
  const menu = await menuLinkNames(page);
  expect(menu).toContain('Good menu');
  expect(menu.filter((name) => name.startsWith('Bad'))).toEqual([]);
  expect(await linksThatLeaveInPlace(page)).toEqual([]);

  for (const [i, target] of offsite.entries()) {
    for (const pointer of [`/GENERAL/routes/items/${i + 1}/link/target`, `/FOOTER/column3_links/items/${i}/link/target`]) {
      expect(warnings.some((w) => w.includes(pointer)), `a warning names ${pointer} (${JSON.stringify(target)})`).toBe(true);
    }
  }

  // The good ones are in-app links: same tab, same origin.
  const origin = new URL(page.url()).origin;
  await footer.getByRole('link', { name: 'Good footer' }).click();
  await expect(page).toHaveURL(`${origin}/coupons`);
  await menuLinkNames(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Good menu' }).click();
  await expect(page).toHaveURL(`${origin}/news`);
});

test('one bad menu entry (markup or a newline in its target) is dropped alone, with a pointer warning', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const warnings = recordWarnings(page);
  await rewriteApi(page, '**/wl/v1/platform/config/section/GENERAL', (data) => ({
    ...data,
    routes: {
      items: [
        app('Latest news', '/news'),
        app('Markup', '/x"><img src=x onerror=alert(1)>'),
        app('Newline', '/news\nSet-Cookie: a=b'),
        { title: 'Shop', link: { target: 'https://shop.example/', type: 'URL_BLANK' } },
      ],
    },
  }));
  await signIn(page, 'verified');
  await expect(page.getByText('1,250 points')).toBeVisible();
  const menu = await menuLinkNames(page);
  expect(menu).toEqual(expect.arrayContaining(['Home', 'Coupons', 'Latest news', 'Shop']));
  expect(menu.filter((name) => /Markup|Newline/.test(name))).toEqual([]);
  for (const i of [1, 2]) {
    expect(warnings.some((w) => w.includes(`/GENERAL/routes/items/${i}/link/target`)), `warning for item ${i}`).toBe(true);
  }
  expect(warnings.some((w) => /\/GENERAL\/routes\/items\/[03]\b/.test(w))).toBe(false);
});

test('deal links and markdown links to //host and its kin open as external links, in a new tab', async ({ page }) => {
  const leaving = offsite.filter((url) => !url.startsWith('javascript:') && !/^https?:/i.test(url.trim()));
  await rewriteApi(page, '**/wl/v1/deals', (data) => {
    const template = (data.deals as Json[])[0]!;
    const deals = leaving.map((url, i) => ({
      ...template,
      id: `link-${i}`,
      title: `Deal ${i}`,
      body: `Read [the terms](${url}) or [our coupons](/coupons).`,
      link_type: 'BUTTON_URL_EMBED',
      link_url: JSON.stringify({ label: `Open ${i}`, url }),
    }));
    return { ...data, deals, total: deals.length };
  });
  await signIn(page, 'verified');
  // The visible list: the dashboard's phone-width deals block is in the page too, hidden at this width.
  const cards = page.getByTestId('deal-card').filter({ visible: true });
  await expect(cards).toHaveCount(leaving.length);
  const origin = new URL(page.url()).origin;

  for (const [i, url] of leaving.entries()) {
    await cards.nth(i).getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog');
    const terms = drawer.getByRole('link', { name: /the terms/ });
    const main = drawer.getByRole('link', { name: new RegExp(`^Open ${i}\\b`) });
    // Markdown reads a destination with whitespace inside as no link at all: plain text, nothing to follow.
    const markdownLink = /\s/.test(url.trim()) ? [] : [['markdown link', terms] as const];
    for (const [what, link] of [...markdownLink, ['deal button', main] as const]) {
      const href = (await link.getAttribute('href')) ?? '';
      const where = `${what} of ${JSON.stringify(url)}: ${href}`;
      // It leaves only when written absolute; an encoded form is a path on our own origin.
      if (new URL(href, origin).origin !== origin) {
        expect(new URL(href, origin).origin, where).not.toBe(origin);
        expect(href, `${where} is written absolute`).toMatch(/^https?:\/\//);
      }
      await expect(link, where).toHaveAttribute('target', '_blank');
      await expect(link, where).toHaveAttribute('rel', 'noopener noreferrer');
    }
    if ([`//${EVIL}/x`, `/\\${EVIL}/x`, ` //${EVIL}/x `].includes(url)) await expect(main).toHaveAttribute('href', `http://${EVIL}/x`);
    await expect(drawer.getByRole('link', { name: 'our coupons' })).toHaveAttribute('href', '/coupons');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }
  expect(page.url().startsWith(origin)).toBe(true);
});
