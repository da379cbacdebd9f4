// The detail pages are compositions of blocks in the default screens (docs/screens-and-forms.md,
// "Composed pages"): an operator changes a part of one with a patch in a preset alone. Here a preset
// (in a temp folder, extending a shipped one) hides the coupon code and inserts a translated
// markdown note into the news article, above its body, and drops the spam hint of the e-mail
// confirmation; the rest of each page stays as shipped. A second preset patches the item templates
// of the tile lists (news, rewards, perks, leaflets, receipts): in each tile it relabels one part
// with its own translated text, moves one and hides one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInByApi } from './support/routes';
import type { AccountName } from './fixtures';

const notes: Record<string, { note: string; strong: string }> = {
  cs: { note: 'Novinky máte i v **aplikaci**.', strong: 'aplikaci' },
  pl: { note: 'Aktualności znajdziesz też w **aplikacji**.', strong: 'aplikacji' },
};

function shipped(lang: string, key: string): string {
  const bundle = JSON.parse(readFileSync(path.join(process.cwd(), 'src/lib/i18n/locales', `${lang}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return value;
}

const write = (file: string, json: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
};

/** A preset extending `base` whose screens patch the composed coupon and news-article pages. */
async function usePatchingPreset(page: Page, base: string, lang: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'compositions-'));
  const dir = path.join(root, `compositions-${base}`);
  write(path.join(dir, 'preset.json'), { name: `compositions-${base}`, description: 'Operator test preset', extends: base });
  write(path.join(dir, 'screens/coupon.json'), {
    patch: [{ op: 'remove', path: '/blocks/coupon-detail/children/coupon-body/children/coupon-code' }],
  });
  write(path.join(dir, 'screens/news-article.json'), {
    patch: [
      {
        op: 'add',
        path: '/blocks/news-article/children/news-article-body',
        value: { id: 'app-note', type: 'markdown', props: { text: 'screens.newsArticle.appNote' } },
      },
    ],
  });
  write(path.join(dir, 'screens/email-confirmation.json'), {
    patch: [{ op: 'remove', path: '/blocks/email-confirmation/children/check-spam' }],
  });
  write(path.join(dir, `translations/${lang}.json`), { 'screens.newsArticle.appNote': notes[lang]!.note });
  const response = await page.request.post('/__demo/preset', { data: { name: dir } });
  expect(response.ok(), `switching to ${dir}`).toBe(true);
  return () => rmSync(root, { recursive: true, force: true });
}

async function signInAt(page: Page, account: AccountName, target: string) {
  await page.goto('/pass-login');
  await signInByApi(page, account);
  await page.goto(target);
}

for (const channel of [
  { base: 'fuel-cz', lang: 'cs' },
  { base: 'drugstore-pl', lang: 'pl' },
] as const) {
  test.describe(`composed pages patched by a preset (${channel.base})`, () => {
    test('the coupon page without its code: staff no longer get "Show the code", the rest stays', async ({ page, demo }) => {
      // As shipped, staff get the code of this coupon on demand.
      await demo.reset(channel.base);
      await signInAt(page, 'staff', '/coupon/c-2');
      await expect(page.getByRole('main').getByRole('button', { name: shipped(channel.lang, 'coupon.showCode') })).toBeVisible();
      // Switching the preset re-seeds and voids this session: drop it, or the portal's refused
      // refresh of the stale token could clear the one signInByApi writes next.
      await page.evaluate(() => localStorage.removeItem('auth'));

      const cleanup = await usePatchingPreset(page, channel.base, channel.lang);
      try {
        await signInAt(page, 'staff', '/coupon/c-2');
        const detail = page.getByRole('main').getByRole('article');
        await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(detail).toHaveAccessibleName(/\S/);
        await expect(detail.getByRole('button').or(detail.getByRole('link')).first()).toBeVisible();
        await expect(detail.getByRole('button', { name: shipped(channel.lang, 'coupon.showCode') })).toHaveCount(0);
        await expect(detail.getByText(shipped(channel.lang, 'coupon.code'))).toHaveCount(0);
        await expectNoAxeViolations(page, 'patched coupon page');
      } finally {
        cleanup();
      }
    });

    test('the news article with an operator note above its body, in the channel language', async ({ page }) => {
      const cleanup = await usePatchingPreset(page, channel.base, channel.lang);
      try {
        await signInAt(page, 'verified', '/news');
        await page.getByRole('main').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/news-article\//);
        const article = page.getByTestId('news-article');
        const title = article.getByRole('heading', { level: 1 });
        await expect(title).toBeVisible();
        const note = article.getByText(notes[channel.lang]!.strong, { exact: true });
        await expect(note).toHaveJSProperty('tagName', 'STRONG');
        // The note sits between the header (title, date) and the article's body.
        const order = await article.evaluate((node, strong) => {
          const header = node.querySelector('header');
          const mark = [...node.querySelectorAll('strong')].find((s) => s.textContent === strong);
          const after = mark?.closest('div')?.nextElementSibling;
          return {
            afterHeader: Boolean(header && mark && header.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING),
            bodyFollows: Boolean(after && (after.textContent ?? '').trim().length > 0),
          };
        }, notes[channel.lang]!.strong);
        expect(order).toEqual({ afterHeader: true, bodyFollows: true });
        await expectNoAxeViolations(page, 'patched news article');
      } finally {
        cleanup();
      }
    });

    test('the e-mail confirmation without its spam hint: where the link went and the resend stay', async ({ page }) => {
      const cleanup = await usePatchingPreset(page, channel.base, channel.lang);
      try {
        await signInAt(page, 'unverified', '/email-confirmation');
        const main = page.getByRole('main');
        const sentTo = shipped(channel.lang, 'emailConfirmation.sentTo').replace('{{email}}', 'unverified@demo.test');
        await expect(main.getByText(sentTo)).toBeVisible();
        await expect(main.getByRole('button', { name: shipped(channel.lang, 'verify.expired.resend') })).toBeVisible();
        await expect(main.getByText(shipped(channel.lang, 'emailConfirmation.checkSpam'))).toHaveCount(0);
        await expectNoAxeViolations(page, 'patched e-mail confirmation');
      } finally {
        cleanup();
      }
    });
  });
}

const tileTexts: Record<string, Record<string, string>> = {
  cs: {
    'screens.news.fresh': 'Čerstvé',
    'screens.rewards.cost': 'Za {{points}} b.',
    'screens.perks.open': 'Chci výhodu',
    'screens.leaflets.read': 'Prohlédnout leták',
    'screens.receipts.paid': 'Zaplaceno',
  },
  pl: {
    'screens.news.fresh': 'Świeże',
    'screens.rewards.cost': 'Za {{points}} pkt',
    'screens.perks.open': 'Chcę zniżkę',
    'screens.leaflets.read': 'Przeglądaj gazetkę',
    'screens.receipts.paid': 'Zapłacono',
  },
};

/** A preset extending `base` whose screens patch the item templates of the tile lists. */
async function useTilePreset(page: Page, base: string, lang: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'tiles-'));
  const dir = path.join(root, `tiles-${base}`);
  const news = '/blocks/news-list/children/news-item/children';
  const reward = '/blocks/rewards-list/children';
  const perk = '/blocks/perks-list/children/perk-tile-body/children';
  const leaflet = '/blocks/leaflets-list/children/leaflet-tile-body/children';
  const receipt = '/blocks/receipts-list/children/receipt-card/children';
  write(path.join(dir, 'preset.json'), { name: `tiles-${base}`, description: 'Operator test preset', extends: base });
  write(path.join(dir, 'screens/news.json'), {
    patch: [
      { op: 'replace', path: `${news}/news-item-top/children/news-item-unread/props/text`, value: 'screens.news.fresh' },
      { op: 'move', from: `${news}/news-item-perex`, path: `${news}/news-item-title` },
      { op: 'remove', path: `${news}/news-item-top/children/news-item-date` },
    ],
  });
  write(path.join(dir, 'screens/rewards.json'), {
    patch: [
      { op: 'replace', path: `${reward}/reward-tile-body/children/reward-tile-footer/children/reward-tile-points/props/text`, value: 'screens.rewards.cost' },
      { op: 'move', from: `${reward}/reward-tile-body/children/reward-tile-footer`, path: `${reward}/reward-tile-body/children/reward-tile-name` },
      { op: 'remove', path: `${reward}/reward-tile-image` },
    ],
  });
  write(path.join(dir, 'screens/perks.json'), {
    patch: [
      { op: 'replace', path: `${perk}/perk-tile-footer/children/perk-tile-link/props/text`, value: 'screens.perks.open' },
      { op: 'move', from: `${perk}/perk-tile-description`, path: `${perk}/perk-tile-name` },
      { op: 'remove', path: `${perk}/perk-tile-footer/children/perk-tile-valid-until` },
    ],
  });
  write(path.join(dir, 'screens/leaflets.json'), {
    patch: [
      { op: 'replace', path: `${leaflet}/leaflet-tile-footer/children/leaflet-tile-open/props/text`, value: 'screens.leaflets.read' },
      { op: 'move', from: `${leaflet}/leaflet-tile-footer`, path: `${leaflet}/leaflet-tile-title` },
      { op: 'remove', path: `${leaflet}/leaflet-tile-validity` },
    ],
  });
  write(path.join(dir, 'screens/receipts.json'), {
    patch: [
      { op: 'replace', path: `${receipt}/receipt-card-total/props/label`, value: 'screens.receipts.paid' },
      { op: 'move', from: `${receipt}/receipt-card-points`, path: `${receipt}/receipt-card-total` },
      { op: 'remove', path: `${receipt}/receipt-card-download` },
    ],
  });
  write(path.join(dir, `translations/${lang}.json`), tileTexts[lang]);
  const response = await page.request.post('/__demo/preset', { data: { name: dir } });
  expect(response.ok(), `switching to ${dir}`).toBe(true);
  return () => rmSync(root, { recursive: true, force: true });
}

/** Whether `first` comes before `second` in the document. */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate((a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

/** The text of a shipped key up to its first value (`Platí do {{until}}` -> `Platí do`). */
const lead = (lang: string, key: string) => shipped(lang, key).split('{{')[0]!.trim();

for (const channel of [
  { base: 'fuel-cz', lang: 'cs' },
  { base: 'drugstore-pl', lang: 'pl' },
] as const) {
  test.describe(`tile lists patched by a preset (${channel.base})`, () => {
    const texts = tileTexts[channel.lang]!;

    test('news and receipts: a part relabelled in the channel language, one moved, one hidden', async ({ page }) => {
      test.setTimeout(120_000);
      const cleanup = await useTilePreset(page, channel.base, channel.lang);
      try {
        await signInAt(page, 'verified', '/news');
        const message = page.getByRole('main').getByRole('article').first();
        await expect(message.getByText(texts['screens.news.fresh']!, { exact: true })).toBeVisible();
        await expect(message).toHaveAccessibleName(/\S/);
        await expect(message.locator('time')).toHaveCount(0);
        expect(await precedes(message.locator('p').first(), message.getByRole('heading'))).toBe(true);
        await expectNoAxeViolations(page, 'patched news list');

        await page.goto('/receipts');
        const receipt = page.getByRole('main').getByRole('article').first();
        await expect(receipt.getByRole('term')).toHaveText([shipped(channel.lang, 'history.bill.pointsEarned'), texts['screens.receipts.paid']!]);
        await expect(receipt.getByText(shipped(channel.lang, 'history.bill.items'))).toBeVisible();
        await expect(receipt.getByRole('button', { name: shipped(channel.lang, 'history.bill.download') })).toHaveCount(0);
        await expectNoAxeViolations(page, 'patched receipts list');
      } finally {
        cleanup();
      }
    });

    test('rewards, perks and leaflets: a part relabelled in the channel language, one moved, one hidden', async ({ page }) => {
      test.setTimeout(120_000);
      const cleanup = await useTilePreset(page, channel.base, channel.lang);
      try {
        await signInAt(page, 'verified', '/rewards');
        const reward = page.getByRole('main').getByRole('article').first();
        const cost = reward.getByText(new RegExp(`^${texts['screens.rewards.cost']!.split('{{')[0]}\\d`));
        await expect(cost).toBeVisible();
        await expect(reward.locator('img')).toHaveCount(0);
        expect(await precedes(cost, reward.getByRole('heading'))).toBe(true);
        await expect(reward.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/reward\//);
        await expectNoAxeViolations(page, 'patched rewards list');

        await page.goto('/perks');
        const perks = page.getByRole('main').getByRole('article');
        await expect(perks.first()).toBeVisible();
        await expect(perks.getByRole('link', { name: new RegExp(`^${texts['screens.perks.open']!}`) }).first()).toHaveAttribute('target', '_blank');
        await expect(perks.getByText(lead(channel.lang, 'perk.validUntil'))).toHaveCount(0);
        const perk = perks.first();
        expect(await precedes(perk.locator('p').first(), perk.getByRole('heading'))).toBe(true);
        await expectNoAxeViolations(page, 'patched perks list');

        await page.goto('/leaflets');
        const leaflet = page.getByRole('main').getByRole('article').first();
        const open = leaflet.getByRole('link', { name: new RegExp(`^${texts['screens.leaflets.read']!}`) });
        await expect(open).toBeVisible();
        expect(await precedes(open, leaflet.getByRole('heading'))).toBe(true);
        await expect(page.getByRole('main').getByRole('article').getByText(lead(channel.lang, 'leaflet.valid'))).toHaveCount(0);
        await expectNoAxeViolations(page, 'patched leaflets list');
      } finally {
        cleanup();
      }
    });
  });
}
