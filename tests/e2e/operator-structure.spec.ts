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

const NEW_MEMBER = { email: 'operator.field@demo.test', password: 'Nowe1234' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by its label; a required one's name ends with the translated "(required)". */
const label = (page: Page, lang: string, key: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escape(shipped(lang, key))}( \\(${escape(shipped(lang, 'forms.required'))}\\))?$`) });

/** Registers a new member through the preset's registration (after the card check where the channel asks for it). */
async function registerWithAddedFields(page: Page, lang: string, cardVerify: boolean) {
  const texts = operatorTexts[lang]!;
  await page.goto('/register');
  if (cardVerify) {
    await label(page, lang, 'forms.fields.cardNumber').fill('4000123412341234');
    await label(page, lang, 'forms.fields.postalCode').fill('11000');
    await page.getByRole('button', { name: shipped(lang, 'screens.registerCardVerify.submit') }).click();
    await expect(page).toHaveURL(/\/register-after-verify$/);
  }
  await label(page, lang, 'forms.fields.firstName').fill('Nová');
  await label(page, lang, 'forms.fields.surname').fill('Členka');
  await label(page, lang, 'forms.fields.email').fill(NEW_MEMBER.email);
  await label(page, lang, 'forms.fields.password').fill(NEW_MEMBER.password);
  await label(page, lang, 'forms.fields.passwordRepeat').fill(NEW_MEMBER.password);
  // After a verified card the form does not ask for the card again.
  if (cardVerify) await expect(page.getByRole('radio')).toHaveCount(0);
  else await page.getByRole('radio', { name: shipped(lang, 'forms.cardChoice.later') }).check();
  await page.getByLabel(shipped(lang, 'forms.fields.personalDataPolicy')).check();
  await page.getByLabel(shipped(lang, 'forms.fields.terms')).check();
  await page.getByLabel(texts.field).fill('Brno');
  await page.getByLabel(texts.news).check();
  await page.getByRole('button', { name: shipped(lang, 'screens.register.submit') }).click();
  await expect(page).toHaveURL(/\/register-confirm$/);
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

    test('added profile fields (text, select, checkbox) are stored in params_v2, listed on the profile and shown again after a reload', async ({ page }) => {
      const preset = await usePreset(page, { extends: channel.extends, languages: [...channel.languages], profileDetail: true });
      try {
        await signInAt(page, '/profile-edit');
        const field = page.getByLabel(texts.field);
        await expect(field).toBeVisible();
        const value = `${texts.menu} 42`;
        await field.fill(value);
        await page.getByLabel(texts.fuel).selectOption({ label: texts.fuelOptions[2] });
        await page.getByLabel(texts.news).check();
        await page.getByRole('button', { name: shipped(lang, 'common.save') }).click();
        await expect(page).toHaveURL(/\/profile$/);
        // The read-only profile shows the operator's field with the stored value.
        const detail = page.locator('main dl').first();
        await expect(detail.getByRole('term').filter({ hasText: texts.field })).toBeVisible();
        await expect(detail.getByRole('definition').filter({ hasText: value })).toBeVisible();

        await page.goto('/profile-edit');
        await expect(page.getByLabel(texts.field)).toHaveValue(value);
        await expect(page.getByLabel(texts.fuel).locator('option:checked')).toHaveText(texts.fuelOptions[2]);
        await expect(page.getByLabel(texts.news)).toBeChecked();
        const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token);
        const user = await page.request.get('/wl/v1/user', { headers: { Authorization: `Bearer ${token}` } });
        const params = ((await user.json()) as { data: { params_v2: Record<string, unknown> } }).data.params_v2;
        // Keys normalised (fuelType -> fuel_type); the member's own fields (id, points...) never land there.
        expect(params).toEqual({ customer_id: expect.any(String), registered: expect.any(String), favourite_station: value, fuel_type: 'lpg', car_wash_news: true });
      } finally {
        preset.cleanup();
      }
    });

    test('added registration fields arrive on the new member', async ({ page }) => {
      const preset = await usePreset(page, { extends: channel.extends, languages: [...channel.languages] });
      try {
        await registerWithAddedFields(page, lang, channel.extends === 'drugstore-pl');
        const login = await page.request.post('/wl/v1/user/login', { data: { email: NEW_MEMBER.email, password: NEW_MEMBER.password } });
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        const user = await page.request.get('/wl/v1/user', { headers: { Authorization: `Bearer ${token}` } });
        const params = ((await user.json()) as { data: { params_v2: Record<string, unknown> } }).data.params_v2;
        expect(params).toMatchObject({ favourite_station: 'Brno', car_wash_news: true });
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
