// Publishing for the channels an operator holds, in the channel's own time, within a sign-in's
// lifetime: a version published for another channel reaches that channel's members (its demo host
// `<preset>.localhost`); the schedule form reads and shows the channel's time zone, not the
// browser's; an expired operator sign-in brings the sign-in screen back and keeps the unsaved draft.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInStudio } from './support/operator';
import { hexToRgb } from './support/routes';

test.describe.configure({ timeout: 240_000 });

const PREVIEW = 'iframe[title^="Portal preview"]';

async function studioAs(page: Page, who: 'editor' | 'publisher' | 'owner') {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, who);
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
}

const part = (page: Page, name: string) => page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name, exact: true }).click();

/** Every text and background colour the page paints (the sign-in's confirm button is one of them once loaded). */
const colours = (page: Page) =>
  page.locator('body').evaluate(() => [...document.querySelectorAll('*')].flatMap((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]));

test("a version published for another channel the operator holds reaches that channel's members, and only them", async ({ page, context, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const fuelHost = `http://fuel-cz.localhost:${port}/`;
  const colour = '#5a2d82';
  const visitor = await context.newPage();
  await visitor.goto(fuelHost);
  await expect(visitor.locator('html')).toHaveAttribute('lang', /^cs/, { timeout: 60_000 });
  // The host's own channel: fuel-cz's confirm button colour, not the running default channel's.
  await expect.poll(() => colours(visitor), { timeout: 30_000 }).toContain(hexToRgb('#c2410c'));
  expect(await colours(visitor)).not.toContain(hexToRgb(colour));

  await studioAs(page, 'owner');
  await page.getByLabel('Channel you work on').selectOption('demo-fuel-cz');
  await expect(page.getByText('Olga Owner · Owner')).toBeVisible();
  await expect(page.getByLabel('Open a channel preset or the live config')).toHaveValue('version:1');
  await part(page, 'GENERAL');
  await page.getByLabel('Confirm button background', { exact: true }).fill(colour);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#studio-message')).toContainText('as version 2');

  // The channel's members get it on their next load; the demo's running channel does not change.
  await visitor.reload();
  await expect.poll(() => colours(visitor), { timeout: 30_000 }).toContain(hexToRgb(colour));
  expect(await colours(visitor)).not.toContain(hexToRgb('#c2410c'));
  const running = await context.newPage();
  await running.goto('/');
  await expect(running.locator('html')).toHaveAttribute('lang', 'en', { timeout: 60_000 });
  expect(await colours(running)).not.toContain(hexToRgb(colour));
  await part(page, 'History');
  await expect(page.getByRole('table')).toContainText('owner@demo.test');
});

test.describe('in a browser of another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the schedule form reads and shows date-times in the channel time zone, sent as UTC', async ({ page }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await studioAs(page, 'publisher');
    await part(page, 'Schedule');
    const form = page.getByRole('form', { name: 'Schedule a version' });
    await expect(form).toContainText("Date-times are the channel's time zone, Europe/Prague");
    await expect(form.getByLabel('Goes live at')).toBeVisible();
    await expect(form.locator('label', { has: page.getByLabel('Goes live at') })).toContainText('Europe/Prague');
    await form.getByLabel('Goes live at').fill('2028-07-01T10:00');
    await form.getByLabel('Ends at (optional)').fill('2028-07-15T18:30');
    await form.getByRole('button', { name: 'Schedule' }).click();
    const listed = page.getByRole('list', { name: 'Scheduled versions' });
    await expect(listed).toContainText('Version 1 live 1 Jul 2028, 10:00 Europe/Prague until 15 Jul 2028, 18:30 Europe/Prague');

    // Stored as UTC: 10:00 in Prague's summer time is 08:00Z (the browser's own zone would give 14:00Z).
    const stored = await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('studio-operator') ?? '{}') as { token: string };
      const response = await fetch('/wl/v1/platform/operator/channel', { headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': 'demo-default' } });
      return ((await response.json()) as { data: { schedule: { starts_at: string; ends_at?: string }[] } }).data.schedule;
    });
    expect(stored).toEqual([expect.objectContaining({ starts_at: '2028-07-01T08:00:00.000Z', ends_at: '2028-07-15T16:30:00.000Z' })]);
  });
});

test('an operator sign-in expires after its lifetime: the sign-in screen says so, the unsaved draft is kept and saved after signing in again', async ({ page, demo }) => {
  await studioAs(page, 'editor');
  await page.getByLabel('Primary', { exact: true }).fill('#2b6b1d');
  await part(page, 'Drafts and review');
  await expect(page.getByText(/1 unpublished change/)).toBeVisible();

  // Eight hours later (demo clock): the next operator call is refused.
  await demo.advanceTime(8 * 60 * 60 + 60);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your sign-in has expired' })).toContainText(
    'Sign in again as editor@demo.test to continue: your unsaved changes are kept.',
  );
  await expect(page.getByRole('heading', { name: 'Visual section' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('editor@demo.test');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, `studio sign-in after expiry at ${width} px`, [PREVIEW]);
  }

  await signInStudio(page, 'editor');
  await expect(page.getByText(/1 unpublished change/)).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved at' })).toBeVisible();
  await part(page, 'VISUAL');
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#2b6b1d');
});
