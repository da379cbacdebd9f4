// A publish while a campaign window is running: the studio's Publish says first that the window's
// end returns to this publish, and publishes on the second Publish.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInStudio } from './support/operator';

test.describe.configure({ timeout: 240_000 });

async function studioAs(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  return page;
}

// A datetime-local value in demo-default's time zone (Europe/Prague), `minutes` from now.
const local = (minutes: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(Date.now() + minutes * 60_000))
    .replace(' ', 'T');

test('Publish during a running campaign window says its end returns to this publish, then publishes', async ({ context, demo }) => {
  const first = await studioAs(context);
  await first.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await first.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(first.locator('#studio-message')).toContainText('as version 2');
  await first.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Schedule', exact: true }).click();
  const form = first.getByRole('form', { name: 'Schedule a version' });
  await form.getByLabel('Version to publish').selectOption('1');
  await form.getByLabel('Goes live at').fill(local(10));
  await form.getByLabel('Ends at (optional)').fill(local(120));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(first.getByRole('list', { name: 'Scheduled versions' })).toContainText('Version 1 live');
  await demo.advanceTime(11 * 60);
  // The window is live once the service's worker has put version 1 (black) back.
  await expect
    .poll(async () => {
      const response = await first.request.get('/wl/v1/platform/config/section/VISUAL');
      return response.ok() ? ((await response.json()) as { data: { color: { primary: string } } }).data.color.primary.toLowerCase() : '';
    }, { timeout: 30_000 })
    .toBe('#000000');

  const studio = await studioAs(context);
  await studio.getByLabel('Primary', { exact: true }).fill('#7a1f1f');
  await studio.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(studio.locator('#studio-message')).toContainText("the campaign's end returns to this publish");
  await studio.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(studio.locator('#studio-message')).toContainText('as version');
});
