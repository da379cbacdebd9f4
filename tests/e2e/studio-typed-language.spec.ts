// A text typed for a language lands in that language, on minimal-gb (British English only), whether
// the studio came to it from another channel (an 8-language one, with its forms open) or opened it
// first: in the Translations table and in a block's own text box, for en_GB and for an added en.
// What lands where is read from the exported layer (each language's translations file).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInStudio } from './support/operator';
import { unzipExport } from './support/studio';
import { part, typeInto } from './support/four-eyes';

test.describe.configure({ timeout: 240_000 });

const TABLE_KEY = 'screens.corner.title';
const BLOCK_KEY = 'screens.corner.note';
const typed: Record<'en_GB' | 'en', Record<typeof TABLE_KEY | typeof BLOCK_KEY, string>> = {
  en_GB: { [TABLE_KEY]: 'Corner favourites', [BLOCK_KEY]: 'Colourful offers at the till' },
  en: { [TABLE_KEY]: 'Corner favorites', [BLOCK_KEY]: 'Colorful offers at the register' },
};

async function ownerStudio(page: Page) {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
}

/** The box of `what` in `language`, whether it says it is missing or not. */
const cellName = (what: string, language: string) => new RegExp(`^${what.replace(/\./g, '\\.')} in ${language}( \\(missing\\))?$`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Parts of the channel' });
const screen = (page: Page, name: string) => nav(page).locator('h2:text-is("Screens") + ul').getByRole('button', { name, exact: true }).click();

/** Types the two keys' texts on minimal-gb (the studio on it): a new key in the table, a block's own key in its box. */
async function typeOnMinimalGb(page: Page) {
  await part(page, 'Translations');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Key', 'en_GB']);
  const languages = page.getByRole('group', { name: 'Languages of the channel' });
  await languages.getByLabel('Add a language').selectOption('en');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Key', 'en_GB', 'en']);

  await typeInto(page, page.getByLabel('New key'), TABLE_KEY);
  await page.getByRole('button', { name: 'Add key' }).click();
  for (const language of ['en_GB', 'en'] as const) {
    await typeInto(page, page.getByRole('textbox', { name: cellName(TABLE_KEY, language) }), typed[language][TABLE_KEY]);
    await expect(page.getByRole('textbox', { name: `${TABLE_KEY} in ${language}`, exact: true })).toHaveValue(typed[language][TABLE_KEY]);
  }

  await screen(page, 'home');
  const add = page.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('text');
  await add.getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('group', { name: /^Block text "/ }).last();
  await block.getByText(/^Props of text "/).click();
  const key = block.getByRole('combobox', { name: 'Text (required)' });
  await key.fill('');
  await typeInto(page, key, BLOCK_KEY);
  const own = block.getByRole('group', { name: `Texts of ${BLOCK_KEY}` });
  // The boxes are the channel's languages, in its order: nothing of the channel the studio came from.
  await expect(own.getByRole('textbox')).toHaveCount(2);
  for (const language of ['en_GB', 'en'] as const) {
    await typeInto(page, own.getByLabel(cellName(`Text of ${BLOCK_KEY}`, language)), typed[language][BLOCK_KEY]);
    await expect(own.getByLabel(`Text of ${BLOCK_KEY} in ${language}`, { exact: true })).toHaveValue(typed[language][BLOCK_KEY]);
  }
  await expect(key).toHaveValue(BLOCK_KEY);
}

/** The exported layer's texts per language file (translations/<language>.json), flat keys as written. */
async function exportedTexts(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const { entries, dir } = unzipExport(await (await download).path(), 'typed-language-');
  const folder = Object.keys(entries).find((name) => name.endsWith('/preset.json'))!.split('/')[0]!;
  const out: Record<string, Record<string, unknown>> = {};
  for (const language of ['bg', 'cs', 'en', 'en_GB', 'fr', 'pl', 'ro', 'sk']) {
    const file = path.join(dir, folder, 'translations', `${language}.json`);
    if (existsSync(file)) out[language] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  return out;
}

const textAt = (bundle: Record<string, unknown> | undefined, key: string): unknown =>
  bundle === undefined ? undefined : key in bundle ? bundle[key] : key.split('.').reduce<unknown>((node, p) => (node as Record<string, unknown> | undefined)?.[p], bundle);

async function expectTypedWhereTyped(page: Page) {
  const texts = await exportedTexts(page);
  for (const language of ['en_GB', 'en'] as const) {
    for (const key of [TABLE_KEY, BLOCK_KEY] as const) expect(textAt(texts[language], key), `${key} in ${language}`).toBe(typed[language][key]);
  }
  for (const [language, bundle] of Object.entries(texts)) {
    if (language === 'en' || language === 'en_GB') continue;
    for (const key of [TABLE_KEY, BLOCK_KEY] as const) expect(textAt(bundle, key), `${key} in ${language}`).toBeUndefined();
  }
}

test('after switching from an 8-language channel with its forms open, a text typed on minimal-gb lands in the language it was typed for', async ({ page }) => {
  await ownerStudio(page);
  // On demo-default (8 languages): the Translations table and a screen's block forms are open.
  await part(page, 'Translations');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(9);
  await screen(page, 'home');
  await page.getByLabel('Channel you work on').selectOption('demo-minimal-gb');
  await expect(page.getByLabel('Open a channel preset or the live config')).toHaveValue('version:1', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished changes');
  await typeOnMinimalGb(page);
  await expectTypedWhereTyped(page);
});

test('on minimal-gb opened first, a text typed lands in the language it was typed for', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await ownerStudio(page);
  await expect(page.getByLabel('Channel you work on')).toHaveValue('demo-minimal-gb');
  await typeOnMinimalGb(page);
  await expectTypedWhereTyped(page);
});

/** Opens "Live config" and checks it is in the channel's own language alone, with the channel's own words. */
async function expectLiveInEnGbAlone(page: Page, source: string | RegExp) {
  const open = page.getByLabel('Open a channel preset or the live config');
  await open.selectOption({ label: 'Live config (what the backend serves)' });
  await expect(open).toHaveValue(source, { timeout: 60_000 });
  await part(page, 'Translations');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Key', 'en_GB']);
  await page.getByLabel('Filter').fill('sidebar.title');
  await expect(page.getByRole('textbox', { name: 'sidebar.title in en_GB', exact: true })).toHaveValue('Offers');
  await expect(page.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished changes');
}

test("on minimal-gb chosen in the studio, Live config opens minimal-gb's live version, not the config of the host's channel", async ({ page }) => {
  await ownerStudio(page);
  await page.getByLabel('Channel you work on').selectOption('demo-minimal-gb');
  await expect(page.getByLabel('Open a channel preset or the live config')).toHaveValue('version:1', { timeout: 60_000 });
  await expectLiveInEnGbAlone(page, 'version:1');
});

test("on minimal-gb served by the studio's host, Live config opens in en_GB alone, not every language with texts of its own", async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await ownerStudio(page);
  await expect(page.getByLabel('Channel you work on')).toHaveValue('demo-minimal-gb');
  // Live config is the live version, read through the operator calls, on the host's channel too.
  await expectLiveInEnGbAlone(page, /^version:\d+$/);
});
