// The studio speaks the operator's language (docs/studio.md): its own texts follow the language
// chosen in its header (remembered, first taken from the browser), whatever the language of the
// channel being edited; the preview keeps the channel's language.
import type { Page } from '@playwright/test';
import cs from '../../src/studio/locales/cs.json' with { type: 'json' };
import pl from '../../src/studio/locales/pl.json' with { type: 'json' };
import csSchema from '../../src/studio/locales/schema/cs.json' with { type: 'json' };
import plSchema from '../../src/studio/locales/schema/pl.json' with { type: 'json' };
import { signInStudio } from './support/operator';
import { PREVIEW } from './support/studio';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });


async function openEnglishChannel(page: Page) {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Open a channel preset or the live config').selectOption('default');
  await expect(page.getByRole('status').filter({ hasText: /Preview/ })).toContainText('Preview up to date', { timeout: 60_000 });
}

test('switched to Czech, the studio shows Czech labels while the English channel and its preview stay English', async ({ page }) => {
  await openEnglishChannel(page);
  const frame = page.frameLocator(PREVIEW);
  const channelHeading = await frame.getByRole('heading', { level: 1 }).first().textContent();
  expect(channelHeading?.trim()).toBeTruthy();
  await page.getByLabel('Studio language').selectOption('cs');
  await expect(page.getByRole('heading', { level: 1, name: cs.header.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const nav = page.getByRole('navigation', { name: cs.nav.label });
  await expect(nav.getByRole('button', { name: cs.nav.translations, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: cs.toolbar.changes_other.replace('{{count}}', '0') })).toBeVisible();
  await expect(page.getByRole('heading', { name: cs.editor.section.replace('{{name}}', csSchema.labels.VISUAL) })).toBeVisible();
  // The channel is English: its preview and its texts are not switched.
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect(frame.getByRole('heading', { level: 1 }).first()).toHaveText(channelHeading ?? '');
  await expectNoAxeViolations(page, 'studio in Czech', [PREVIEW]);

  // The panels speak Czech too: the translations table and the history of published versions.
  await nav.getByRole('button', { name: cs.nav.translations, exact: true }).click();
  await expect(page.getByRole('group', { name: cs.languages.title })).toBeVisible();
  await expect(page.getByLabel(cs.translations.filter, { exact: true })).toBeVisible();
  await expect(page.getByText(`${cs.translations.summary.split(':')[0]}:`, { exact: false })).toBeVisible();
  await nav.getByRole('button', { name: cs.nav.history, exact: true }).click();
  await expect(page.getByRole('heading', { name: cs.history.title, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: cs.history.caption })).toBeVisible();
  await expect(page.getByRole('button', { name: cs.history.previewVersion.replace('{{number}}', '1') })).toBeVisible();

  // Remembered: the next visit opens in Czech.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: cs.header.title })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel(cs.header.language).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal studio' })).toBeVisible();
});

/** A studio text with its placeholders filled (i18next's `{{name}}`). */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
/** Matches a text whose start is `text` up to its placeholder `until` (the rest is the channel's words). */
const startOf = (text: string, until: string, values: Record<string, string> = {}) =>
  new RegExp(`^${fill(text.slice(0, text.indexOf(`{{${until}}}`)), values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('in Polish, the editors speak Polish too: section, routes, screen and block props, field settings, changes and the preview', async ({ page }) => {
  test.slow(); // opens every editor of the studio in turn
  await openEnglishChannel(page);
  await page.getByLabel('Studio language').selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: pl.header.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: pl.nav.label });
  const editor = page.getByRole('main', { name: pl.editor.label });

  // The preview: its width, view-as and date controls, its status, its frame's name.
  const preview = page.getByRole('region', { name: pl.preview.label });
  await expect(preview.getByRole('group', { name: pl.preview.width }).getByRole('button', { name: pl.preview.phone })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByRole('combobox', { name: pl.preview.viewAs })).toContainText(pl.preview.visitor);
  await expect(preview.getByRole('button', { name: pl.preview.now })).toBeDisabled();
  await expect(preview.getByRole('status')).toContainText(pl.preview.upToDate);
  await expect(page.locator(PREVIEW)).toHaveAttribute('title', fill(pl.preview.frame, { width: pl.preview.phone }));
  await preview.getByRole('button', { name: pl.preview.desktop }).click();
  await expect(preview.getByRole('button', { name: pl.preview.desktop })).toHaveAttribute('aria-pressed', 'true');

  // A section: a title per language, a list to add to.
  await nav.getByRole('button', { name: 'FOOTER', exact: true }).click();
  await expect(editor.getByRole('heading', { name: fill(pl.editor.section, { name: plSchema.labels.FOOTER }) })).toBeVisible();
  await expect(editor.getByRole('switch', { name: fill(pl.localized.perLanguageOf, { label: plSchema.labels.column1_text }) })).toBeChecked();
  await expect(editor.getByRole('textbox', { name: fill(pl.localized.in, { label: plSchema.labels.column1_text, language: 'pl' }) })).toHaveValue('Informacje prawne');
  await expect(editor.getByRole('columnheader', { name: pl.localized.language }).first()).toBeVisible();
  await expect(editor.getByRole('button', { name: startOf(pl.theme.add, 'title') }).first()).toBeVisible();

  // The route table, with a route's conditions.
  await nav.getByRole('button', { name: pl.nav.routes, exact: true }).click();
  await expect(editor.getByRole('heading', { name: pl.routes.title, exact: true })).toBeVisible();
  const home = editor.getByRole('group', { name: fill(pl.routes.route, { path: '/' }), exact: true });
  await expect(home.getByRole('textbox', { name: pl.routes.path, exact: true })).toHaveValue('/');
  await expect(home.getByRole('button', { name: fill(pl.routes.remove, { path: '/' }) })).toBeVisible();
  await expect(home.getByText(fill(pl.routes.settings, { path: '/' }))).toBeVisible();
  await expect(editor.getByRole('group', { name: pl.routes.add }).getByRole('button', { name: pl.routes.addButton })).toBeDisabled();

  // A screen, block by block, with a block's props and dates.
  await nav.locator(`h2:text-is("${pl.nav.screens}") + ul`).getByRole('button', { name: 'home', exact: true }).click();
  await expect(editor.getByRole('heading', { name: fill(pl.screen.title, { name: 'home' }) })).toBeVisible();
  await expect(editor.getByRole('heading', { name: pl.screen.blocks, exact: true })).toBeVisible();
  const block = editor.getByRole('group', { name: fill(pl.screen.block, { name: 'section "popular-coupons"' }), exact: true });
  await expect(block.getByRole('button', { name: fill(pl.screen.hide, { name: 'section "popular-coupons"' }) })).toHaveText(pl.screen.hideButton);
  await block.getByText(fill(pl.block.props, { name: 'section "popular-coupons"' })).click();
  await expect(block.getByText(startOf(pl.textKey.shows, 'text', { language: 'en' })).first()).toBeVisible();
  await expect(block.getByText(pl.block.advanced).first()).toBeVisible();
  const dates = block.getByRole('group', { name: fill(pl.block.dates, { name: 'section "popular-coupons"' }) }).first();
  await expect(dates.getByLabel(pl.block.visibleFrom)).toBeVisible();
  await expect(editor.getByRole('group', { name: pl.screen.addBlock, exact: true }).getByRole('button', { name: pl.screen.addButton })).toBeVisible();

  // A form, field by field, with a field's settings (rules and display).
  await nav.locator(`h2:text-is("${pl.nav.forms}") + ul`).getByRole('button', { name: 'profile', exact: true }).click();
  await expect(editor.getByRole('heading', { name: fill(pl.form.title, { name: 'profile' }) })).toBeVisible();
  const email = editor.getByRole('group', { name: fill(pl.form.field, { name: 'email' }), exact: true });
  await expect(email.getByRole('combobox', { name: pl.form.labelKey })).toHaveValue('forms.fields.email');
  await expect(email.getByRole('button', { name: fill(pl.form.moveUp, { name: 'email' }) })).toHaveText(pl.list.up);
  await expect(email.getByRole('switch', { name: pl.form.required })).toBeVisible();
  await email.getByText(fill(pl.field.settings, { name: 'email' })).click();
  await expect(email.getByRole('heading', { name: pl.field.rules, exact: true })).toBeVisible();
  await expect(email.getByRole('heading', { name: pl.field.display, exact: true })).toBeVisible();
  await expect(email.getByRole('textbox', { name: pl.field.pattern })).toBeVisible();
  await expect(email.getByRole('button', { name: fill(pl.theme.add, { title: pl.field.options }) })).toBeVisible();
  await expect(editor.getByRole('group', { name: pl.form.add }).getByRole('button', { name: pl.form.addButton })).toBeDisabled();

  // Inspecting changed nothing; the changes view says so in Polish.
  await nav.getByRole('button', { name: pl.nav.changes, exact: true }).click();
  await expect(editor.getByRole('heading', { name: pl.changes.unpublished })).toBeVisible();
  await expect(editor.getByText(pl.changes.same)).toBeVisible();
  await expectNoAxeViolations(page, 'studio editors in Polish', [PREVIEW]);
});

/** A schema property name in words, as the studio shows it in English (schema-words.ts). */
const words = (key: string) => {
  const text = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** Every English label a Polish form must not show (names Polish writes alike, such as Logo, left out). */
const englishLabels = new Set(
  Object.entries(plSchema.labels as Record<string, string>)
    .filter(([name, text]) => !name.includes('.') && words(name) !== text)
    .map(([name]) => words(name)),
);
const help = plSchema.help as Record<string, string>;

test('in Polish, the VISUAL and GENERAL forms show Polish labels, help texts and options, no English label', async ({ page }) => {
  await openEnglishChannel(page);
  await page.getByLabel('Studio language').selectOption('pl');
  const nav = page.getByRole('navigation', { name: pl.nav.label });
  const editor = page.getByRole('main', { name: pl.editor.label });
  const englishLeft = async () => (await editor.locator('label, legend').allInnerTexts()).map((text) => text.replace(/\s*\*$/, '').trim()).filter((text) => englishLabels.has(text));

  await nav.getByRole('button', { name: 'VISUAL', exact: true }).click();
  await expect(editor.getByRole('heading', { name: fill(pl.editor.section, { name: plSchema.labels.VISUAL }) })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: plSchema.labels.primary, exact: true })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: plSchema.labels.font_family, exact: true })).toBeVisible();
  await expect(editor.getByText(help['Primary brand colour (buttons, links, accents).'] ?? '', { exact: true })).toBeVisible();
  await expect(editor.getByText('Primary brand colour (buttons, links, accents).')).toHaveCount(0);
  expect(await englishLeft()).toEqual([]);

  await nav.getByRole('button', { name: 'GENERAL', exact: true }).click();
  await expect(editor.getByRole('heading', { name: fill(pl.editor.section, { name: plSchema.labels.GENERAL }) })).toBeVisible();
  await expect(editor.getByText(plSchema.labels.time_zone, { exact: true }).first()).toBeVisible();
  await expect(editor.getByText(plSchema.labels.custom_css, { exact: true }).first()).toBeVisible();
  await expect(editor.getByText(help['Show the loyalty card link in the header and the /card route.'] ?? '', { exact: true })).toBeVisible();
  expect(await englishLeft()).toEqual([]);
  await expectNoAxeViolations(page, 'VISUAL and GENERAL in Polish', [PREVIEW]);

  // A footer link's type is chosen by its meaning, the channel's own value beside it.
  await nav.getByRole('button', { name: 'FOOTER', exact: true }).click();
  const type = editor.getByRole('combobox', { name: new RegExp(`^${plSchema.labels.type} \\(`) }).first();
  await expect(type.locator('option:checked')).toHaveText(/\((URL_BLANK|APP)\)$/);
  await expect(type.locator('option')).toContainText([plSchema.values.APP]);
  expect(await englishLeft()).toEqual([]);
});

test.describe('a Czech browser', () => {
  test.use({ locale: 'cs-CZ' });

  test('opens the studio in Czech on the first visit, sign-in included', async ({ page }) => {
    await page.goto('/studio', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: cs.signIn.title })).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page, 'studio sign-in in Czech');
    await page.getByLabel(cs.signIn.email).fill('publisher@demo.test');
    await page.getByLabel(cs.signIn.password).fill('Operator1234');
    await page.getByRole('button', { name: cs.signIn.submit }).click();
    await expect(page.getByRole('button', { name: cs.operator.signOut })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(cs.header.language)).toHaveValue('cs');
  });
});
