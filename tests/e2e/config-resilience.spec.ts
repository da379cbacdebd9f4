import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { faultJson, hexToRgb, presetSection, signInByApi } from './support/routes';

const SECTION = '/wl/v1/platform/config/section';

/** Console warnings of the page, from before its first navigation. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The password login form a visitor sees on `/` (English presets). */
async function expectLoginForm(page: Page) {
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  await expect(page.getByLabel(/password/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
}

const loginButton = (page: Page) => page.getByRole('button', { name: /log in/i });
const bodyBackground = (page: Page) => page.locator('body');

test.describe('broken remote config never blanks the screen', () => {
  test('VISUAL answering 500: the SMS login form on the default background, GENERAL colours kept, a warning names /VISUAL', async ({
    page,
    demo,
  }) => {
    await demo.reset('fuel-cz');
    const warnings = collectWarnings(page);
    await demo.fault({ path: `${SECTION}/VISUAL`, status: 500 });
    await page.goto('/');
    const form = page.locator('main form');
    await expect(form.getByRole('textbox').first()).toBeVisible();
    await expect(form.locator('button[type="submit"]')).toBeVisible();
    // fuel-cz paints the page #f7f7f5; without VISUAL the default white shows.
    await expect(bodyBackground(page)).toHaveCSS('background-color', hexToRgb('#ffffff'));
    const general = presetSection('fuel-cz', 'GENERAL') as { confirm_button_background: string };
    await expect(form.locator('button[type="submit"]')).toHaveCSS('background-color', hexToRgb(general.confirm_button_background));
    await expect.poll(() => warnings.join('\n')).toMatch(/\[config\] \/VISUAL: section is missing \(default used\)/);
  });

  test('VISUAL answering unreadable JSON: login form, preset font replaced by the default, a warning names /VISUAL', async ({
    page,
    demo,
  }) => {
    await demo.reset('fuel-cz');
    const warnings = collectWarnings(page);
    await page.goto('/pass-login');
    await expect(page.locator('main form')).toBeVisible();
    await expect(bodyBackground(page)).toHaveCSS('background-color', hexToRgb('#f7f7f5'));

    await demo.fault({ path: `${SECTION}/VISUAL`, body: 'bad-json' });
    await page.reload();
    await expect(page.locator('main form')).toBeVisible();
    await expect(page.locator('main form').getByRole('textbox').first()).toBeVisible();
    await expect(bodyBackground(page)).toHaveCSS('background-color', hexToRgb('#ffffff'));
    await expect.poll(() => warnings.join('\n')).toMatch(/\[config\] \/VISUAL: /);
  });

  test('a garbage section: valid parts kept, invalid fields default, warnings name each JSON pointer', async ({ page, demo }) => {
    await demo.reset('default');
    const warnings = collectWarnings(page);
    await faultJson(page, `${SECTION}/VISUAL`, {
      data: { color: { background: '#fdf6e3', primary: 42, text: 'not a colour' }, font_family: ['x'], extra: true },
    });
    await faultJson(page, `${SECTION}/GENERAL`, { data: { confirm_button_background: { evil: true }, web: 'yes' } });
    await faultJson(page, `${SECTION}/MENU`, { data: [1, 2, 3] });
    await page.goto('/');
    await expectLoginForm(page);
    await expect(bodyBackground(page)).toHaveCSS('background-color', hexToRgb('#fdf6e3'));
    await expect(bodyBackground(page)).toHaveCSS('color', hexToRgb('#000000'));
    await expect(loginButton(page)).toHaveCSS('background-color', hexToRgb('#000000'));
    const logged = () => warnings.join('\n');
    await expect.poll(logged).toContain('/VISUAL/color/primary');
    expect(logged()).toContain('/VISUAL/color/text');
    expect(logged()).toContain('/VISUAL/font_family');
    expect(logged()).toContain('/GENERAL/confirm_button_background');
    expect(logged()).toContain('/GENERAL/web');
    expect(logged()).toMatch(/\/MENU: /);
  });

  test('translations failing: the built-in texts of the language, the server ones back after a reload', async ({ page, demo }) => {
    await demo.reset('drugstore-pl');
    await page.goto('/pass-login');
    await signInByApi(page, 'verified');
    await demo.fault({ path: '/wl/v1/platform/config/translations', status: 500, times: 3 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Strona główna' })).toBeVisible();
    await demo.clearFaults();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Witaj w klubie Różana' })).toBeVisible();
  });

  test('public config failing: an error screen with a retry button that recovers', async ({ page, demo }) => {
    // Three times: the channel document the server puts into the page, the one the portal asks for,
    // then the public config's own call (the document failing is never the reason: the calls decide).
    await demo.fault({ path: '/wl/v1/platform/config/public', status: 500, times: 3 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/backend could not be reached \(HTTP 500\)/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectLoginForm(page);
  });
});

test.describe('a broken portal.config.json names the problem', () => {
  test('missing (404): error screen says so, retry recovers once the file is back', async ({ page, demo }) => {
    await demo.reset('default');
    let broken = true;
    await page.route('**/portal.config.json', (route) =>
      broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('portal.config.json is missing (HTTP 404)');
    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectLoginForm(page);
  });

  test('not JSON: error screen says the file is not valid JSON', async ({ page }) => {
    await page.route('**/portal.config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiBaseUrl": "/",' }),
    );
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText('portal.config.json is not valid JSON');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('invalid settings: each problem is listed by its JSON pointer', async ({ page }) => {
    await page.route('**/portal.config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: 42, authStorage: 'cookie', channel: 'typo' } }),
    );
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText('portal.config.json is invalid');
    const problems = page.getByRole('listitem');
    await expect(problems.filter({ hasText: /^\/apiBaseUrl / })).toHaveCount(1);
    await expect(problems.filter({ hasText: /^\/authStorage / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a misspelt key: the problem, its reason and the key meant, in the portal language', async ({ page }) => {
    await page.route('**/portal.config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: '/', chanelId: 'fuel-cz', language: 'cs_CZ', authStorage: 'cookie' } }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Portál nelze spustit' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('portal.config.json není platný');
    await expect(page.getByRole('listitem')).toHaveText([
      '/chanelId neznámý klíč „chanelId“ (mysleli jste „channelId“?)',
      '/authStorage musí být jedna z hodnot: local, session',
    ]);
    await expect(page.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  });
});
