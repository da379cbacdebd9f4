// Operator texts per language: a Slovak channel (a preset alone, extending default) shows the
// Slovak title of its own menu entry and the Slovak footer column and link titles, where the same
// config on an English channel shows the English ones.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInByApi } from './support/routes';

const prices = { en: 'Fuel prices', sk: 'Ceny palív' };
const column = { en: 'Stations', sk: 'Čerpacie stanice' };
const link = { en: 'Station map', sk: 'Mapa staníc' };

function writePreset(lang: 'sk' | 'en') {
  const root = mkdtempSync(path.join(tmpdir(), 'localized-titles-'));
  const dir = path.join(root, `titles-${lang}`);
  const write = (file: string, json: unknown) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  };
  write('preset.json', { name: `titles-${lang}`, description: 'Per-language titles', languages: ['sk', 'en'] });
  write('general.json', { 'GENERAL.lang': lang === 'sk' ? 'sk_SK' : 'en' });
  write('sections/GENERAL.json', { routes: { items: [{ title: prices, link: { target: '/news', type: 'APP' } }] } });
  write('sections/FOOTER.json', {
    column3_enabled: true,
    column3_text: column,
    column3_links: { items: [{ title: link, link: { target: 'https://example.com/stations', type: 'URL_BLANK' } }] },
  });
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

async function openAsMember(page: Page, lang: 'sk' | 'en') {
  const preset = writePreset(lang);
  const response = await page.request.post('/__demo/preset', { data: { name: preset.dir } });
  expect(response.ok(), `switching to ${preset.dir}`).toBe(true);
  await page.goto('/pass-login');
  await signInByApi(page);
  await page.goto('/');
  return preset;
}

test('a Slovak channel shows its menu entry and footer titles in Slovak', async ({ page }) => {
  const preset = await openAsMember(page, 'sk');
  try {
    await expect(page.locator('html')).toHaveAttribute('lang', /^sk/);
    const menu = page.getByRole('navigation').first();
    await expect(menu.getByRole('link', { name: prices.sk })).toHaveAttribute('href', '/news');
    await expect(page.getByRole('link', { name: prices.en })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    // The default preset's own columns, given per language, and the preset's added column.
    for (const title of ['Právne informácie', 'Pomoc', column.sk]) await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Môj profil' })).toHaveAttribute('href', '/profile');
    await expect(footer.getByRole('link', { name: new RegExp(`^${link.sk}`) })).toHaveAttribute('href', 'https://example.com/stations');
    for (const english of ['Legal', 'Help', 'My profile', column.en, link.en]) await expect(footer.getByText(english, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Slovak dashboard with translated menu and footer');

    await menu.getByRole('link', { name: prices.sk }).click();
    await expect(page).toHaveURL(/\/news$/);
  } finally {
    preset.cleanup();
  }
});

test('the same preset on an English channel shows the English titles', async ({ page }) => {
  const preset = await openAsMember(page, 'en');
  try {
    await expect(page.getByRole('navigation').first().getByRole('link', { name: prices.en })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const title of ['Legal', 'Help', column.en]) await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    await expect(footer.getByText(column.sk, { exact: true })).toHaveCount(0);
  } finally {
    preset.cleanup();
  }
});
