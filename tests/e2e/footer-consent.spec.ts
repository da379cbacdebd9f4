// The footer's consent links open the terms modal with the consent modal's contract (spec 4): the
// consent's read-required flag gates "I agree"; agreeing signs the member's consent, disagreeing
// leaves it unsigned. The member without a wallet has signed nothing yet.
import type { Page } from '@playwright/test';
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openSignedIn } from './support/member';

type Consent = { id: string; signature: { version_id: string } | null };

async function footerConsents(page: Page): Promise<Consent[]> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token);
  const response = await page.request.post('/wl/v1/consents', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filter: [{ field: 'displayIn', type: 'EQ', value: 'FOOTER' }] },
  });
  return ((await response.json()) as { data: { consents: Consent[] } }).data.consents;
}

const footerLink = (page: Page, title: string) =>
  page.getByRole('contentinfo').getByRole('button', { name: en.footer.consent.replace('{{title}}', title) });

test('a read-required footer consent offers "I agree" only after reading, and agreeing signs it', async ({ page }) => {
  await openSignedIn(page, 'nopoints', '/coupons');
  expect((await footerConsents(page)).find((c) => c.id === 'cons-1')?.signature ?? null).toBeNull();
  await footerLink(page, 'Terms and conditions').click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const pane = dialog.getByTestId('consent-text');
  await expect(pane).toBeVisible();
  await expect(dialog.getByText(en.consent.scrollToRead)).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.consent.agree })).toHaveCount(0);
  await pane.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const agree = dialog.getByRole('button', { name: en.consent.agree });
  await expect(agree).toBeVisible();
  const signed = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/consent/text/cv-1-2/sign'));
  await agree.click();
  await signed;
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await footerConsents(page)).find((c) => c.id === 'cons-1')?.signature?.version_id ?? null).toBe('cv-1-2');
});

test('disagreeing with a footer consent signs nothing and says so', async ({ page }) => {
  await openSignedIn(page, 'nopoints', '/coupons');
  const signs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/consent/text/') && r.url().endsWith('/sign')) signs.push(r.url());
  });
  await footerLink(page, 'Terms and conditions').click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog.getByTestId('consent-text')).toBeVisible();
  await dialog.getByRole('button', { name: en.consent.disagree }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.consent.notGiven)).toBeVisible();
  expect(signs).toEqual([]);
  expect((await footerConsents(page)).find((c) => c.id === 'cons-1')?.signature ?? null).toBeNull();
});

test('the footer lists its consents, read once the first screen has painted (not among the boot\'s calls)', async ({ page }) => {
  await page.goto('/');
  await expect(footerLink(page, 'Terms and conditions')).toBeVisible();
  const order = await page.evaluate(async () => {
    const consents = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/wl/v1/consents'));
    // Largest-paint entries are only given to an observer; the first one is the first screen's.
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Infinity)).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    return { consents: consents?.startTime ?? -1, paint };
  });
  expect(order.consents).toBeGreaterThan(order.paint);
});
