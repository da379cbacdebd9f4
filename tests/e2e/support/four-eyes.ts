// The editor → publisher flow of one demo channel as its operators do it in the studio: who holds
// which role (the demo seed's table), a page of the channel's own typed in each of its languages,
// and the member's view of what was published.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from '@playwright/test';
import { buildPreset } from '../../../src/presets/build';
import { DEMO_OPERATORS, demoChannelId } from '../../../src/server/demo';
import { languageFromGeneral } from '../../../src/lib/i18n/languages';
import { expect } from '../fixtures';
import { OPERATOR_PASSWORD, operators, signInStudio } from './operator';
import { unzipExport } from './studio';

const run = promisify(execFile);
type Who = keyof typeof operators;

/** The demo role of an operator on a channel (the seed's table: README's demo operators). */
export function roleOn(who: Who, channel: string): string | null {
  const seeded = DEMO_OPERATORS.find((o) => o.email === operators[who])!;
  const except: Record<string, string | null> = seeded.except;
  return channel in except ? except[channel]! : seeded.role;
}

/** A channel's four eyes: its editor, and who publishes what the editor proposes (a publisher, else an owner). */
export function teamOf(channel: string): { editor: Who; publisher: Who; editorNeedsRole: boolean } {
  const publisher: Who = roleOn('publisher', channel) === 'publisher' ? 'publisher' : 'owner';
  return { editor: 'editor', publisher, editorNeedsRole: roleOn('editor', channel) === null };
}

/** The channel's languages (the preset's own, in its order) and its channel language. */
export function languagesOf(preset: string): { languages: string[]; channel: string } {
  const built = buildPreset(preset);
  const lang = built.general['GENERAL.lang'];
  return { languages: built.languages ?? [], channel: languageFromGeneral(typeof lang === 'string' ? lang : undefined) };
}

const TITLES: Record<string, string> = {
  en: 'Our tips',
  en_GB: 'Our tips, colour and all',
  cs: 'Naše tipy',
  sk: 'Naše tipy a rady',
  pl: 'Nasze porady',
  bg: 'Нашите съвети',
  ro: 'Sfaturile noastre',
  fr: 'Nos conseils',
};
const BODIES: Record<string, string> = {
  en: 'Fresh advice every week.',
  en_GB: 'Fresh advice every week, whatever the weather.',
  cs: 'Každý týden čerstvé rady.',
  sk: 'Každý týždeň čerstvé rady.',
  pl: 'Świeże porady co tydzień.',
  bg: 'Нови съвети всяка седмица.',
  ro: 'Sfaturi proaspete în fiecare săptămână.',
  fr: 'Des conseils frais chaque semaine.',
};
export const OWN_PAGE = { route: '/tips', screen: 'tips', title: 'screens.tips.title', body: 'screens.tips.body', titles: TITLES, bodies: BODIES } as const;

export const part = (studio: Page, name: string) =>
  studio.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name, exact: true }).click();

/** Clicks the box and types the text key by key, as a person would. */
export async function typeInto(studio: Page, box: Locator, text: string) {
  await box.click();
  await studio.keyboard.type(text);
}

/** A studio tab of `who`, signed in, on the channel `channel` (its published version open). */
export async function studioOn(browser: Browser, baseURL: string | undefined, who: Who, channel: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 1000 } });
  const studio = await context.newPage();
  await studio.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(studio, who);
  await expect(studio.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  const select = studio.getByLabel('Channel you work on');
  // The demo's running channel opens on its preset's files; another channel on its published version.
  if ((await select.inputValue()) !== channel) {
    await select.selectOption(channel);
    await expect(studio.getByLabel('Open a channel preset or the live config')).toHaveValue(/^version:\d+$/, { timeout: 60_000 });
  }
  await expect(select).toHaveValue(channel);
  await expect(studio.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished changes');
  return studio;
}

/**
 * The owner invites the demo editor to a channel's team (the demo editor holds no role there, and has
 * an account: it is an invitation), and the editor accepts it at their next sign-in.
 */
export async function ownerAddsEditor(browser: Browser, baseURL: string | undefined, channel: string) {
  const owner = await studioOn(browser, baseURL, 'owner', channel);
  await part(owner, 'Team');
  await owner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(operators.editor);
  await owner.getByRole('textbox', { name: 'Name', exact: true }).fill('Eda Editor');
  await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
  await owner.getByRole('button', { name: 'Add operator' }).click();
  await expect(owner.getByRole('status').filter({ hasText: operators.editor })).toHaveText(
    `${operators.editor} already has an account: they are invited as Editor and get the role once they accept it at their next sign-in.`,
  );
  await owner.context().close();

  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await editor.goto('/studio', { waitUntil: 'domcontentloaded' });
  await expect(editor.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible({ timeout: 60_000 });
  await editor.getByRole('textbox', { name: 'E-mail', exact: true }).fill(operators.editor);
  await editor.getByRole('textbox', { name: 'Password', exact: true }).fill(OPERATOR_PASSWORD);
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await expect(editor.getByRole('heading', { name: 'Invitations' })).toBeVisible({ timeout: 30_000 });
  await editor.getByRole('button', { name: /^Accept the invitation to / }).click();
  await expect(editor.getByRole('status')).toContainText(/^You are now Editor of /);
  await editorContext.close();
}

/** Adds the route, its screen's title and a text block, each text typed in every language of the channel. */
export async function addOwnPage(studio: Page, languages: string[]) {
  await part(studio, 'Routes');
  await typeInto(studio, studio.getByLabel('Path', { exact: true }).last(), OWN_PAGE.route);
  await studio.getByRole('button', { name: 'Add route' }).click();
  await studio.getByRole('group', { name: `Route ${OWN_PAGE.route}` }).getByLabel('Access').selectOption('member');

  await studio.getByRole('navigation', { name: 'Parts of the channel' }).locator('h2:text-is("Screens") + ul').getByRole('button', { name: OWN_PAGE.screen, exact: true }).click();
  const titleKey = studio.getByLabel('Title (text key)');
  await typeInto(studio, titleKey, OWN_PAGE.title);
  await expect(titleKey).toHaveValue(OWN_PAGE.title);
  await typeTexts(studio, studio.getByRole('group', { name: `Texts of ${OWN_PAGE.title}` }).first(), OWN_PAGE.title, languages, TITLES);

  const add = studio.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('text');
  await add.getByRole('button', { name: 'Add block' }).click();
  const block = studio.getByRole('group', { name: /^Block text "/ }).last();
  await block.getByText(/^Props of text "/).click();
  const key = block.getByRole('combobox', { name: 'Text (required)' });
  await key.fill('');
  await typeInto(studio, key, OWN_PAGE.body);
  await expect(key).toHaveValue(OWN_PAGE.body);
  await typeTexts(studio, block.getByRole('group', { name: `Texts of ${OWN_PAGE.body}` }), OWN_PAGE.body, languages, BODIES);
  await expect(key).toHaveValue(OWN_PAGE.body);
  await expect(titleKey).toHaveValue(OWN_PAGE.title);
}

async function typeTexts(studio: Page, group: Locator, key: string, languages: string[], texts: Record<string, string>) {
  for (const language of languages) {
    await typeInto(studio, group.getByLabel(`Text of ${key} in ${language} (missing)`, { exact: true }), texts[language]!);
    await expect(group.getByLabel(`Text of ${key} in ${language}`, { exact: true })).toHaveValue(texts[language]!);
  }
}

/** Exports the draft and runs `preset validate` on the folder: its errors and findings. */
export async function exportAndValidate(studio: Page): Promise<string> {
  const download = studio.waitForEvent('download');
  await studio.getByRole('button', { name: 'Export' }).click();
  const { entries, dir } = unzipExport(await (await download).path(), 'four-eyes-');
  const folder = Object.keys(entries).find((name) => name.endsWith('/preset.json'))!.split('/')[0]!;
  const validated = await run('npx', ['tsx', 'scripts/preset.ts', 'validate', path.join(dir, folder)], { cwd: process.cwd() }).catch(
    (error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  return validated.stdout;
}

/** What a member of the channel is served in `language` (the page's own origin): the channel's flat texts of that language. */
export async function servedTexts(member: Page, language: string): Promise<Record<string, unknown>> {
  const answer = await member.evaluate(async (lang) => {
    const response = await fetch(`/wl/v1/platform/config/translations/${lang}`);
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  }, language);
  expect(answer.status, `translations/${language} answered`).toBe(200);
  return answer.body.data;
}

export { demoChannelId };
