import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberCard, signInBeforeFirstLoad, text } from './support/offline';

test.use({ viewport: { width: 390, height: 844 } });

/** The number's box height beside the height of the same element holding one character (one line). */
async function heights(number: Locator) {
  return number.evaluate((element) => {
    const probe = element.cloneNode(false) as HTMLElement;
    probe.textContent = '0';
    element.parentElement!.appendChild(probe);
    const one = probe.getBoundingClientRect().height;
    probe.remove();
    return { number: element.getBoundingClientRect().height, oneLine: one };
  });
}

test('at 390 px the card number stays on one line on /till and in the enlarged card', async ({ page, demo }) => {
  await demo.reset('default');
  const member = await memberCard(page, await signInBeforeFirstLoad(page));

  await page.goto('/till');
  const tillNumber = page.getByTestId('card-large').locator('p', { hasText: member.grouped });
  await expect(tillNumber).toBeVisible();
  const till = await heights(tillNumber);
  expect(till.number).toBe(till.oneLine);

  await page.goto('/card');
  await page.getByRole('button', { name: text('en', 'card.zoom') }).click();
  const zoomedNumber = page.getByRole('dialog').getByTestId('card-large').locator('p', { hasText: member.grouped });
  await expect(zoomedNumber).toBeVisible();
  const zoomed = await heights(zoomedNumber);
  expect(zoomed.number).toBe(zoomed.oneLine);
});
