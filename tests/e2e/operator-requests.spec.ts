// Ten operator requests on the Czech channel fuel-cz, made in the studio alone (no file, no
// terminal): a member page and a visitor page with words of their own, a stored profile select, a
// required registration date, a dashboard reorder, a one-colour rebrand, the card off, a menu title
// in three languages, a rename in one language and a misspelt key caught and corrected. The preview
// shows them; the export then validates with the CLI and builds to the same channel.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { frameOf, openPreset, problems, unzipExport } from './support/studio';

const run = promisify(execFile);

test.describe.configure({ timeout: 420_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Parts of the channel' });
const listed = (page: Page, list: 'Screens' | 'Forms', name: string) =>
  nav(page).locator(`h2:text-is("${list}") + ul`).getByRole('button', { name, exact: true });

/** Gives a new text key its text in each language where the studio asks for it (next to where it is named). */
async function giveTexts(page: Page, key: string, texts: Record<string, string>) {
  const group = page.getByRole('group', { name: `Texts of ${key}` }).first();
  for (const [language, text] of Object.entries(texts)) await group.getByLabel(`Text of ${key} in ${language} (missing)`).fill(text);
}

/** A text of a translation bundle, whether the bundle nests its keys or writes them whole. */
const textAt = (bundle: Record<string, unknown>, key: string): unknown =>
  key in bundle ? bundle[key] : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

async function exportAndBuild(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const { dir } = unzipExport(await (await download).path(), 'operator-requests-');
  const folder = path.join(dir, 'fuel-cz');
  const validated = await run('npx', ['tsx', 'scripts/preset.ts', 'validate', folder], { cwd: process.cwd() });
  expect(validated.stdout).toContain('valid (0 error(s)');
  const built = await run('npx', ['tsx', 'scripts/preset.ts', 'build', folder], { cwd: process.cwd(), maxBuffer: 64 << 20 });
  return JSON.parse(built.stdout) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test('ten operator requests on fuel-cz in the studio alone: the preview shows them, export validates and builds to them', async ({ page }) => {
  const started = Date.now();
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPreset(page, 'fuel-cz');

  // The channel speaks Czech only: English and Slovak are added for the menu title in three languages.
  await nav(page).getByRole('button', { name: 'Translations', exact: true }).click();
  const languages = page.getByRole('group', { name: 'Languages of the channel' });
  for (const language of ['en', 'sk']) {
    await languages.getByLabel('Add a language').selectOption(language);
    await languages.getByRole('button', { name: 'Add language' }).click();
  }

  // 1-2. A member page and a visitor page, each with a title of its own.
  await nav(page).getByRole('button', { name: 'Routes', exact: true }).click();
  for (const [route, access] of [['/stanice', 'member'], ['/o-nas', 'public']] as const) {
    await page.getByLabel('Path', { exact: true }).last().fill(route);
    await page.getByRole('button', { name: 'Add route' }).click();
    await page.getByRole('group', { name: `Route ${route}` }).getByLabel('Access').selectOption(access);
  }
  for (const [screen, texts] of [
    ['stanice', { cs: 'Naše stanice', en: 'Our stations', sk: 'Naše stanice' }],
    ['o-nas', { cs: 'O nás', en: 'About us', sk: 'O nás' }],
  ] as const) {
    await listed(page, 'Screens', screen).click();
    await page.getByLabel('Title (text key)').fill(`screens.${screen}.title`);
    await giveTexts(page, `screens.${screen}.title`, texts);
    await page.getByRole('group', { name: 'Add a block', exact: true }).getByRole('button', { name: 'Add block' }).click();
  }

  // 3. A stored profile select with three options.
  await listed(page, 'Forms', 'profile').click();
  await page.getByLabel('Name', { exact: true }).fill('fuel_type');
  await page.getByRole('button', { name: 'Add field' }).click();
  const fuel = page.getByRole('group', { name: 'Field fuel_type' });
  await giveTexts(page, 'forms.fields.fuel_type', { cs: 'Palivo', en: 'Fuel', sk: 'Palivo' });
  const options = fuel.getByRole('group', { name: 'Options', exact: true });
  for (const [index, option] of ['natural95', 'diesel', 'lpg'].entries()) {
    await options.getByRole('button', { name: 'Add to Options' }).click();
    await options.getByRole('textbox', { name: new RegExp(`^Option ${index + 1}\\b`) }).fill(option);
  }

  // 4. A required date of birth at registration, before the consent boxes.
  await listed(page, 'Forms', 'registration').click();
  await page.getByLabel('Name', { exact: true }).fill('birth_date');
  await page.getByRole('button', { name: 'Add field' }).click();
  const birth = page.getByRole('group', { name: 'Field birth_date' });
  await birth.getByRole('switch', { name: 'Required' }).check();
  await giveTexts(page, 'forms.fields.birth_date', { cs: 'Datum narození', en: 'Date of birth', sk: 'Dátum narodenia' });
  await birth.getByLabel('Format', { exact: true }).selectOption('date');

  // 5. Popular rewards first on the dashboard.
  await listed(page, 'Screens', 'home').click();
  // Past available-perks, the phone-width deals block and popular-coupons.
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Move block section "popular-rewards" up' }).click();

  // 6-7. One colour for the brand; the card off.
  await nav(page).getByRole('button', { name: 'VISUAL', exact: true }).click();
  await page.getByLabel('Primary', { exact: true }).fill('#0a7d3b');
  await nav(page).getByRole('button', { name: 'GENERAL', exact: true }).click();
  await page.getByRole('switch', { name: 'Card', exact: true }).uncheck();

  // 8. A menu entry to the member page, titled in the three languages.
  await page.getByRole('button', { name: 'Add to Items' }).click();
  await page.getByRole('switch', { name: 'A text per language (Title)' }).last().check();
  const title = page.getByRole('table', { name: 'Title per language' }).last();
  for (const [language, text] of Object.entries({ cs: 'Stanice', en: 'Stations', sk: 'Stanice' })) await title.getByLabel(`Title in ${language}`).fill(text);
  await page.getByLabel(/^Target/).last().fill('/stanice');
  await page.getByLabel(/^Type/).last().selectOption('APP');

  // 9. "Kupóny" renamed in Czech only.
  await nav(page).getByRole('button', { name: 'Translations', exact: true }).click();
  await page.getByLabel('Filter').fill('menu.coupons');
  await page.getByLabel('menu.coupons in cs', { exact: true }).fill('Kupóny a slevy');

  // 10. A misspelt key is named at once and corrected.
  await listed(page, 'Screens', 'home').click();
  const rewards = page.getByRole('group', { name: 'Block section "popular-rewards"' });
  await rewards.getByText('Props of section "popular-rewards"').click();
  const key = rewards.getByRole('combobox', { name: 'Title' }).first();
  await key.fill('screens.home.popularRewardz');
  await expect(problems(page)).toContainText('screens.home.popularRewardz');
  await key.fill('screens.home.popularRewards');
  await expect(problems(page)).toHaveCount(0);
  const minutes = (Date.now() - started) / 60_000;
  test.info().annotations.push({ type: 'studio minutes (ten requests, scripted)', description: minutes.toFixed(1) });

  // The preview: the member's menu has the entry in Czech, its page its title, the renamed coupons, no card.
  await page.getByLabel('View as').selectOption('verified@demo.test');
  await page.getByRole('button', { name: 'Desktop 1280 px' }).click();
  const frame = frameOf(page);
  const menu = frame.getByRole('navigation', { name: 'Hlavní nabídka' });
  await expect(menu.getByRole('link', { name: 'Kupóny a slevy' })).toBeVisible({ timeout: 60_000 });
  await expect(frame.locator('a[href="/card"]')).toHaveCount(0);
  // The menu bar keeps to one line: the new entry is behind "Další" (More).
  await menu.getByRole('button', { name: /Další/ }).click();
  await menu.getByRole('link', { name: 'Stanice', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Naše stanice');

  const built = await exportAndBuild(page);
  const routes = built.routes.routes as Array<{ path: string; access: string }>;
  expect(routes.find((r) => r.path === '/stanice')?.access).toBe('member');
  expect(routes.find((r) => r.path === '/o-nas')?.access).toBe('public');
  expect(textAt(built.translations.en, 'screens.o-nas.title')).toBe('About us');
  expect(textAt(built.translations.sk, 'forms.fields.birth_date')).toBe('Dátum narodenia');
  expect(textAt(built.translations.cs, 'menu.coupons')).toBe('Kupóny a slevy');
  expect(built.forms.profile.schema.properties.fuel_type.enum).toEqual(['natural95', 'diesel', 'lpg']);
  expect(built.forms.registration.schema.required).toContain('birth_date');
  expect(built.screens.home.blocks[0].id).toBe('popular-rewards');
  expect(built.sections.VISUAL.color.primary).toBe('#0a7d3b');
  expect(built.sections.GENERAL.card).toBe(false);
  const entry = (built.sections.GENERAL.routes.items as Array<{ link?: { target?: string }; title: unknown }>).find((item) => item.link?.target === '/stanice');
  expect(entry?.title).toEqual({ cs: 'Stanice', en: 'Stations', sk: 'Stanice' });
});
