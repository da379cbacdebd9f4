// Publishing a channel safely, in the studio as operators would: an editor proposes, a publisher
// reviews and publishes, a member sees it on the next load without being signed out; rollback; a
// scheduled version goes live on demo time; a stale publish is refused; roles and sign-out.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { OPERATOR_PASSWORD, signInStudio } from './support/operator';
import { hexToRgb } from './support/routes';

// Two or three studio tabs and a member tab boot in one browser: slow on a loaded machine (waits, not timings).
test.describe.configure({ timeout: 240_000 });

const PREVIEW = 'iframe[title^="Portal preview"]';
const VERSION_PREVIEW = 'iframe[title^="Version "]';

/**
 * Axe at the phone (390 px) and desktop (1280 px) widths, then back to the desktop width; at each
 * width nothing scrolls sideways: neither the page nor the studio's editor column.
 */
async function expectNoAxeViolationsAtBothWidths(page: Page, context: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, `${context} at ${width} px`, [PREVIEW, VERSION_PREVIEW]);
    const overflow = await page.evaluate(() => {
      const editor = document.getElementById('editor');
      return { page: document.documentElement.scrollWidth - window.innerWidth, editor: editor && editor.offsetParent ? editor.scrollWidth - editor.clientWidth : 0 };
    });
    expect(overflow, `${context} at ${width} px scrolls sideways by`).toEqual({ page: 0, editor: 0 });
  }
}

/** Every background colour painted in a version's preview frame. */
const frameColours = (page: Page, version: number) =>
  page
    .frameLocator(`iframe[title^="Version ${version} preview"]`)
    .locator('body')
    .evaluate(() => [...document.querySelectorAll('*')].map((el) => getComputedStyle(el).backgroundColor));

async function studioAs(context: BrowserContext, who: 'editor' | 'publisher'): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, who);
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  return page;
}

const part = (page: Page, name: string) => page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name, exact: true }).click();

/** A member's own tab, signed in, on the dashboard; returns its points pill (coloured by the channel's primary colour). */
async function memberTab(context: BrowserContext) {
  const member = await context.newPage();
  await signIn(member, 'verified', '/');
  const pill = member.getByTestId('points-pill');
  await expect(pill).toBeVisible({ timeout: 60_000 });
  return { member, pill, points: (await pill.textContent()) ?? '' };
}

async function expectMemberSees(member: Page, color: string, points: string) {
  await member.reload();
  const pill = member.getByTestId('points-pill');
  await expect(pill).toHaveCSS('background-color', hexToRgb(color), { timeout: 30_000 });
  await expect(pill).toHaveText(points);
  await expect(member.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
}

test('editor proposes, publisher reviews and publishes, the member sees it on the next load; then a rollback', async ({ context }) => {
  const { member, points } = await memberTab(context);
  const before = await member.getByTestId('points-pill').evaluate((el) => getComputedStyle(el).backgroundColor);

  const editor = await studioAs(context, 'editor');
  await editor.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await part(editor, 'Drafts and review');
  await editor.getByLabel('Message for the reviewer').fill('Greener header');
  await editor.getByRole('button', { name: 'Propose' }).click();
  // The service runs the one verdict on a proposal: seconds on a loaded machine (a wait, not a timing).
  await expect(editor.getByRole('status').filter({ hasText: 'Proposed for review' })).toBeVisible({ timeout: 30_000 });
  // An editor neither publishes directly nor reviews.
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.locator('#studio-message')).toContainText('needs the publisher role');
  await expectNoAxeViolationsAtBothWidths(editor, 'studio, drafts and review (editor)');

  const publisher = await studioAs(context, 'publisher');
  await part(publisher, 'Drafts and review');
  await expect(publisher.getByRole('note').filter({ hasText: 'Also editing this channel: editor@demo.test' })).toBeVisible();
  await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
  const review = publisher.getByRole('region', { name: 'Review of the proposal' });
  await expect(review.getByRole('list', { name: 'Changes of the proposal' })).toContainText('Visual section: Color › Primary changed from');
  await expect(review).toContainText('No problem found');
  await expectNoAxeViolationsAtBothWidths(publisher, 'studio, review (publisher)');
  await review.getByRole('button', { name: 'Preview the proposal' }).click();
  await part(publisher, 'VISUAL');
  await expect(publisher.getByLabel('Primary', { exact: true })).toHaveValue('#1d6b3a');
  await part(publisher, 'Drafts and review');
  await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
  await publisher.getByRole('button', { name: 'Publish the proposal' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: 'Published as version 2' })).toBeVisible();
  await expectMemberSees(member, '#1d6b3a', points);

  await part(publisher, 'History');
  await expect(publisher.getByRole('table')).toContainText('Greener header (proposed by editor@demo.test)');
  await publisher.getByLabel('Compare from').selectOption('1');
  await publisher.getByLabel('Compare to').selectOption('2');
  await publisher.getByRole('button', { name: 'Compare' }).click();
  await expect(publisher.getByRole('list', { name: 'Changes from version 1 to version 2' })).toContainText('Visual section: Color › Primary changed from');
  // Side by side: each version in its own portal frame (the studio's preview), the diff below.
  const sideBySide = publisher.getByRole('region', { name: 'Version 1 and version 2 side by side' });
  await expect(sideBySide.getByRole('region', { name: 'Version 1 preview' })).toBeVisible();
  await expect(sideBySide.getByRole('region', { name: 'Version 2 preview' })).toBeVisible();
  await expect.poll(() => frameColours(publisher, 2), { timeout: 60_000 }).toContain(hexToRgb('#1d6b3a'));
  await expect.poll(() => frameColours(publisher, 1), { timeout: 60_000 }).toContain(hexToRgb('#000000'));
  expect(await frameColours(publisher, 1)).not.toContain(hexToRgb('#1d6b3a'));
  await expectNoAxeViolationsAtBothWidths(publisher, 'studio, history and compare');
  await publisher.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: 'Rolled back: version 3' })).toBeVisible();
  // The history says the rollback in the studio's words, from its kind and the version it went back to.
  await expect(publisher.getByRole('table')).toContainText('Rollback to version 1');
  await member.reload();
  await expect(member.getByTestId('points-pill')).toHaveCSS('background-color', before, { timeout: 30_000 });

  await part(publisher, 'Audit');
  const audit = publisher.getByRole('table');
  // The actions in the studio's words (English here: Signed in, Proposed, Published, Rolled back).
  for (const action of ['Signed in', 'Proposed', 'Published', 'Rolled back']) await expect(audit).toContainText(action);
  await expectNoAxeViolationsAtBothWidths(publisher, 'studio, audit');
  const download = publisher.waitForEvent('download');
  await publisher.getByRole('button', { name: 'Export as JSON lines' }).click();
  const lines = (await (await (await download).createReadStream()).toArray()).join('').trim().split('\n');
  expect(lines.map((line) => (JSON.parse(line) as { action: string }).action)).toEqual(expect.arrayContaining(['sign-in', 'proposal', 'publish', 'rollback']));
});

test('a rejected proposal returns to its author with the comment', async ({ context }) => {
  const editor = await studioAs(context, 'editor');
  await editor.getByLabel('Primary', { exact: true }).fill('#7a1d6b');
  await part(editor, 'Drafts and review');
  await editor.getByRole('button', { name: 'Propose' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Proposed for review' })).toBeVisible();

  const publisher = await studioAs(context, 'publisher');
  await part(publisher, 'Drafts and review');
  await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
  await publisher.getByLabel('Comment for the author').fill('Too purple for the season');
  await publisher.getByRole('button', { name: 'Reject' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: 'Rejected' })).toBeVisible();

  // The editor continues elsewhere: a new tab, the draft from the server, the comment beside it.
  await editor.close();
  const again = await studioAs(context, 'editor');
  await part(again, 'Drafts and review');
  await expect(again.getByRole('note').filter({ hasText: 'Too purple for the season' })).toBeVisible();
  await again.getByRole('button', { name: 'Continue your saved draft' }).click();
  await part(again, 'VISUAL');
  await expect(again.getByLabel('Primary', { exact: true })).toHaveValue('#7a1d6b');
});

test('a scheduled version goes live at its time (demo clock) and a schedule can be cancelled', async ({ context, demo }) => {
  const { member, points } = await memberTab(context);
  const publisher = await studioAs(context, 'publisher');
  await publisher.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publisher.locator('#studio-message')).toContainText('as version 2');
  await part(publisher, 'History');
  await publisher.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: 'Rolled back: version 3' })).toBeVisible();
  // The history says the rollback in the studio's words, from its kind and the version it went back to.
  await expect(publisher.getByRole('table')).toContainText('Rollback to version 1');

  await part(publisher, 'Schedule');
  // A datetime-local value in the channel's time zone (demo-default: Europe/Prague), `minutes` from now.
  const local = (minutes: number) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(new Date(Date.now() + minutes * 60_000))
      .replace(' ', 'T');
  const form = publisher.getByRole('form', { name: 'Schedule a version' });
  await form.getByLabel('Version to publish').selectOption('2');
  await form.getByLabel('Goes live at').fill(local(10));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(publisher.getByRole('list', { name: 'Scheduled versions' })).toContainText('Version 2 live');
  await form.getByLabel('Goes live at').fill(local(30));
  await form.getByRole('button', { name: 'Schedule' }).click();
  // The second entry must be listed before the last one is cancelled (else the first would be).
  await expect(publisher.getByRole('list', { name: 'Scheduled versions' }).getByRole('listitem')).toHaveCount(2);
  await publisher.getByRole('button', { name: 'Cancel schedule of version 2' }).last().click();
  await expect(publisher.getByRole('status').filter({ hasText: 'Schedule cancelled' })).toBeVisible();
  await expect(publisher.getByRole('list', { name: 'Scheduled versions' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolationsAtBothWidths(publisher, 'studio, schedule');

  await expectMemberSees(member, '#000000', points);
  await demo.advanceTime(11 * 60);
  await expectMemberSees(member, '#1d6b3a', points);
});

test('a stale publish is refused with the changes since; the operator token stays in this tab only; sign-out', async ({ context, page }) => {
  const publisher = await studioAs(context, 'publisher');
  // Another publisher publishes meanwhile (version 2), through the contract.
  const login = await page.request.post('/wl/v1/platform/operator/login', { data: { email: 'publisher@demo.test', password: OPERATOR_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const config = ((await (await page.request.get('/wl/v1/platform/operator/versions/1', { headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': 'demo-default' } })).json()) as { data: { config: Record<string, Record<string, unknown>> } }).data.config;
  const sections = { ...config.sections, VISUAL: { ...(config.sections?.VISUAL as object), color: { primary: '#224488' } } };
  const other = await page.request.put('/wl/v1/platform/config/channel', { data: { ...config, sections }, headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': 'demo-default', 'If-Match': '"v1"' } });
  expect(other.status()).toBe(200);

  await publisher.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publisher.locator('#studio-message')).toContainText('Version 2 was published meanwhile');
  await expect(publisher.locator('#studio-message')).toContainText('/sections/VISUAL/color/primary');
  const served = await (await page.request.get('/wl/v1/platform/config/section/VISUAL')).json();
  expect(served.data.color.primary).toBe('#224488');

  const stored = await publisher.evaluate(() => ({ session: sessionStorage.getItem('studio-operator') ?? '', local: JSON.stringify({ ...localStorage }), cookies: document.cookie }));
  expect(stored.session).toContain('"token":"op_');
  expect(stored.local).not.toContain('op_');
  expect(stored.cookies).not.toContain('op_');
  // Roles are per channel: the same publisher only edits drugstore-pl, opened at its published version.
  await publisher.getByLabel('Channel you work on').selectOption('demo-drugstore-pl');
  await expect(publisher.getByText('Petra Publisher · Editor')).toBeVisible();
  await expect(publisher.getByLabel('Open a channel preset or the live config')).toHaveValue('version:1');
  await part(publisher, 'Drafts and review');
  await expect(publisher.getByText('Channel demo-drugstore-pl, published version 1')).toBeVisible();
  await publisher.getByRole('button', { name: 'Sign out' }).click();
  await expect(publisher.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  expect(await publisher.evaluate(() => sessionStorage.getItem('studio-operator'))).toBeNull();
  await expectNoAxeViolationsAtBothWidths(publisher, 'studio sign-in');
  await publisher.getByRole('textbox', { name: 'E-mail', exact: true }).fill('publisher@demo.test');
  await publisher.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong');
  await publisher.getByRole('button', { name: 'Sign in' }).click();
  await expect(publisher.getByRole('alert')).toContainText('Unknown operator or wrong password');
});
