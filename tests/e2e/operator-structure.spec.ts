// An operator changes the portal's structure with a preset alone (no code, no rebuild): a /stores
// page with a menu entry, one dashboard section hidden by a partial override, a profile field that
// is stored in params_v2, and links that follow the channel's web/card settings. Each preset is
// written to a temp folder (extending a shipped one) and switched to through the demo controls.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { operatorTexts, writeOperatorPreset, type OperatorPresetOptions } from './support/operator-preset';
import { signInByApi } from './support/routes';

/** A text of the shipped bundle (the presets used here do not override these keys). */
function shipped(lang: string, key: string): string {
  const bundle = JSON.parse(readFileSync(path.join(process.cwd(), 'src/lib/i18n/locales', `${lang}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return value;
}

async function usePreset(page: Page, options: OperatorPresetOptions) {
  const preset = writeOperatorPreset(options);
  const response = await page.request.post('/__demo/preset', { data: { name: preset.dir } });
  expect(response.ok(), `switching to ${preset.dir}`).toBe(true);
  return preset;
}

async function signInAt(page: Page, path: string) {
  await page.goto('/pass-login');
  await signInByApi(page);
  await page.goto(path);
}

const channels = [
  { extends: 'fuel-cz', languages: ['cs'] },
  { extends: 'drugstore-pl', languages: ['pl', 'en'] },
] as const;

for (const channel of channels) {
  const lang = channel.languages[0];
  const texts = operatorTexts[lang]!;

  test.describe(`a preset alone changes the structure (${channel.extends})`, () => {
    test('a /stores page for visitors and members, with a menu entry; links follow the session', async ({ page }) => {
      const preset = await usePreset(page, { extends: channel.extends, languages: [...channel.languages] });
      try {
        await page.goto('/stores');
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
        await expect(main.getByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
        await expect(main.locator('strong').first()).toBeVisible();
        // A visitor cannot open /coupons or /card: those links are left out, not shown to redirect.
        await expect(main.getByRole('link', { name: texts.coupons })).toHaveCount(0);
        await expectNoAxeViolations(page, '/stores as a visitor');

        await signInAt(page, '/');
        await page.getByRole('navigation').getByRole('link', { name: texts.menu }).click();
        await expect(page).toHaveURL(/\/stores$/);
        await expect(main.getByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
        await expect(main.getByRole('link', { name: texts.coupons })).toHaveAttribute('href', '/coupons');
        await expect(main.getByRole('link', { name: texts.card })).toHaveAttribute('href', '/card');
      } finally {
        preset.cleanup();
      }
    });

    test('the dashboard hides one section by a partial override, the others stay', async ({ page }) => {
      const preset = await usePreset(page, { extends: channel.extends, languages: [...channel.languages] });
      try {
        await signInAt(page, '/');
        const main = page.locator('main');
        await expect(main.getByRole('heading', { name: shipped(lang, 'screens.home.popularCoupons') })).toBeVisible();
        await expect(main.getByRole('heading', { name: shipped(lang, 'screens.home.latestTransactions') })).toBeVisible();
        await expect(main.getByRole('heading', { name: shipped(lang, 'screens.home.availablePerks') })).toHaveCount(0);
      } finally {
        preset.cleanup();
      }
    });

    test('an added profile field is stored in params_v2 and shown again after a reload', async ({ page }) => {
      const preset = await usePreset(page, { extends: channel.extends, languages: [...channel.languages] });
      try {
        await signInAt(page, '/profile-edit');
        const field = page.getByLabel(texts.field);
        await expect(field).toBeVisible();
        const value = `${texts.menu} 42`;
        await field.fill(value);
        await page.getByRole('button', { name: shipped(lang, 'common.save') }).click();
        await expect(page).toHaveURL(/\/profile$/);

        await page.goto('/profile-edit');
        await expect(page.getByLabel(texts.field)).toHaveValue(value);
        const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token);
        const user = await page.request.get('/wl/v1/user', { headers: { Authorization: `Bearer ${token}` } });
        expect(((await user.json()) as { data: { params_v2: Record<string, unknown> } }).data.params_v2.favourite_station).toBe(value);
      } finally {
        preset.cleanup();
      }
    });
  });
}

test.describe('links follow the route table', () => {
  test('card off (fuel-cz): no card link on /stores, the profile or the header', async ({ page }) => {
    const preset = await usePreset(page, { extends: 'fuel-cz', languages: ['cs'], card: false });
    try {
      await signInAt(page, '/stores');
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: operatorTexts.cs!.coupons })).toBeVisible();
      await expect(main.getByRole('link', { name: operatorTexts.cs!.card })).toHaveCount(0);
      await page.goto('/profile');
      await expect(main.getByRole('link', { name: shipped('cs', 'screens.profile.edit') })).toBeVisible();
      await expect(page.locator('a[href="/card"]')).toHaveCount(0);
    } finally {
      preset.cleanup();
    }
  });

  test('web off (drugstore-pl): the profile at / and the footer keep only links that still lead somewhere', async ({ page }) => {
    const preset = await usePreset(page, { extends: 'drugstore-pl', languages: ['pl', 'en'], web: false });
    try {
      await signInAt(page, '/');
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: shipped('pl', 'screens.profile.edit') })).toBeVisible();
      for (const href of ['/card', '/promo-code', '/delivery-addresses', '/data-request']) {
        await expect(page.locator(`a[href="${href}"]`), href).toHaveCount(0);
      }
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Kontakt' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Mój profil' })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Paragony' })).toHaveCount(0);
      await expectNoAxeViolations(page, 'profile with web off');
    } finally {
      preset.cleanup();
    }
  });
});
