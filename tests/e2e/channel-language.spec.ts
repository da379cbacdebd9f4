// A member sees one language: every route of each non-English preset, as a visitor
// and as a member, at phone width (390 px, as most members open it), shows no text of the English
// bundle where the channel's own text differs, no demo data in English or lorem ipsum, and none of
// the portal's "something broke" messages. One page per walk, routes visited in sequence.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { faker } from '@faker-js/faker/locale/en';
import type { Page } from '@playwright/test';
import { demoTexts } from '../../src/mocks/store/demo-texts';
import { expect, presets, test, type PresetName } from './fixtures';
import { concretePath, errorTexts, navigate, openRoutes, routeIds, settle, signInByApi, trackRequests } from './support/routes';

type Json = Record<string, unknown>;
const readJson = (...parts: string[]) => JSON.parse(readFileSync(join(process.cwd(), ...parts), 'utf8')) as Json;

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === 'string') out[prefix] = node;
  else if (Array.isArray(node)) node.forEach((item, i) => flatten(item, `${prefix}.${i}`, out));
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function presetChain(preset: string): string[] {
  const meta = readJson('channel-presets', preset, 'preset.json') as { extends?: string };
  return meta.extends ? [...presetChain(meta.extends), preset] : [preset];
}

/** The bundle language of a preset (GENERAL.lang cs_CZ -> cs), English when none. */
function bundleLanguage(preset: string): string {
  const lang = String(readJson('channel-presets', preset, 'general.json')['GENERAL.lang'] ?? 'en');
  const bundles = ['bg', 'cs', 'en', 'en_GB', 'pl', 'ro', 'sk', 'fr'];
  return bundles.find((b) => b === lang) ?? bundles.find((b) => b === lang.split('_')[0]) ?? 'en';
}

/** The channel's texts: its language's bundle with the preset chain's translations over it. */
function channelTexts(preset: string, language: string): Record<string, string> {
  const texts = flatten(readJson('src/lib/i18n/locales', `${language}.json`));
  for (const p of presetChain(preset)) {
    const file = join('channel-presets', p, 'translations', `${language}.json`);
    if (existsSync(file)) Object.assign(texts, readJson(file));
  }
  return texts;
}

const meaningful = (text: string) => /\p{L}{2}/u.test(text) && !text.includes('{{') && text.trim().length > 1;

/** English strings the channel must never show: English-bundle and English demo texts its own texts replace. */
function englishOnly(preset: PresetName): Map<string, string> {
  const language = bundleLanguage(preset);
  const own = channelTexts(preset, language);
  const ownValues = new Set(Object.values(own).map((v) => v.trim()));
  const english = new Map<string, string>();
  for (const [key, value] of Object.entries(flatten(readJson('src/lib/i18n/locales', 'en.json')))) {
    const text = value.trim();
    if (meaningful(text) && own[key]?.trim() !== text && !ownValues.has(text)) english.set(text, `en.json ${key}`);
  }
  const seed = readJson('channel-presets', preset, 'seed.json') as { locale?: string };
  const demoOwn = new Set(Object.values(flatten(demoTexts(seed.locale))).map((v) => v.trim()));
  for (const [key, value] of Object.entries(flatten(demoTexts('en')))) {
    const text = value.trim();
    if (meaningful(text) && !demoOwn.has(text)) english.set(text, `demo text ${key}`);
  }
  return english;
}

const loremWords = new Set(faker.definitions.lorem?.word ?? []);
/** Text made mostly of faker's lorem ipsum words (at least three words). */
function isLorem(text: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3);
  return words.length >= 3 && words.filter((w) => loremWords.has(w)).length / words.length >= 0.6;
}

/** Every visible text node, input placeholder and aria-label of the page, trimmed. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && !parent.closest('script, style, noscript') && parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) texts.push(text);
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[placeholder], [aria-label]'))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const attr of ['placeholder', 'aria-label']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

const nonEnglish = presets.filter((preset) => !bundleLanguage(preset).startsWith('en'));

test('the presets scanned include fuel-cz and drugstore-pl', () => {
  expect(nonEnglish).toEqual(expect.arrayContaining(['fuel-cz', 'drugstore-pl']));
});

for (const preset of nonEnglish) {
  test(`${preset}: no English and no lorem ipsum on any route, as a visitor and as a member`, async ({ page, demo }) => {
    test.setTimeout(240_000);
    await demo.reset(preset);
    const english = englishOnly(preset);
    const broken = errorTexts(preset);
    const inFlight = trackRequests(page);
    const findings: string[] = [];
    const scan = async (who: string, path: string) => {
      await settle(page, inFlight);
      for (const text of new Set(await visibleTexts(page))) {
        const source = english.get(text);
        if (source) findings.push(`${who} ${path}: "${text}" (${source})`);
        else if (broken.some((message) => text.includes(message))) findings.push(`${who} ${path}: broken "${text.slice(0, 80)}"`);
        else if (isLorem(text)) findings.push(`${who} ${path}: lorem ipsum "${text.slice(0, 80)}"`);
      }
    };

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const ids = await routeIds(page, await signInByApi(page, 'verified'));
    for (const who of ['member', 'visitor'] as const) {
      if (who === 'visitor') await page.evaluate(() => localStorage.removeItem('auth'));
      await page.goto('/');
      for (const route of openRoutes(preset, who === 'member')) {
        if (who === 'member' && (route.access === 'public' || route.access === 'visitor')) continue;
        const path = concretePath(route.path, ids);
        if (!path) continue;
        await navigate(page, path);
        await scan(who, path);
      }
      if (who === 'member') {
        // What a tap opens on top of a route: the mobile menu drawer.
        await navigate(page, '/');
        await page.getByRole('button', { name: channelTexts(preset, bundleLanguage(preset))['menu.open'] }).click();
        await scan(who, '/ (menu drawer)');
        await page.keyboard.press('Escape');
        // The desktop menu line (hidden below 600 px).
        await page.setViewportSize({ width: 1280, height: 900 });
        await scan(who, '/ (1280 px)');
        await page.setViewportSize({ width: 390, height: 844 });
      }
    }
    expect(findings, `${preset}: English or lorem ipsum shown`).toEqual([]);
  });
}
