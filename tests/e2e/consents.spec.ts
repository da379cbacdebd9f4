// The member's consents (spec 4 "Consent sign/revoke"): a screen reached from the profile lists every
// consent with its version and date, opens each one's page (/consent/{id}) to read and agree, and
// revokes a given one, in the channel's language, at 390 and 1280 px, by keyboard.
import cs from '../../src/lib/i18n/locales/cs.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openSignedIn } from './support/member';

for (const width of [390, 1280]) {
  test(`from the profile to the consents: listed with version and date, revoked and given by keyboard (${width} px)`, async ({ page, demo }) => {
    await demo.reset('default');
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, 'verified', '/profile');
    await page.getByRole('main').getByRole('link', { name: en.screens.consents.title }).click();
    await expect(page).toHaveURL(/\/consents$/);
    await expect(page.getByRole('heading', { level: 1, name: en.screens.consents.title })).toBeVisible();
    const rows = page.getByTestId('consent-row');
    await expect(rows).toHaveCount(4);
    const terms = rows.filter({ has: page.getByRole('heading', { name: 'Terms and conditions' }) });
    await expect(terms).toContainText('Version cv-1-2');
    await expect(terms).toContainText(/Consent given on \d\d\. \d\d\. \d{4}/);
    await expectNoAxeViolations(page, `consents at ${width} px`);

    // Keyboard: focus the terms' Revoke and press Enter.
    const revoke = terms.getByRole('button', { name: en.consent.revoke });
    await revoke.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: en.consent.revoked })).toBeVisible();
    await expect(terms).toContainText(en.consent.notSignedYet);

    // Every row's link resolves to its consent page; agreeing there gives the consent.
    const marketing = rows.filter({ has: page.getByRole('heading', { name: 'Marketing communication' }) });
    await marketing.getByRole('link', { name: en.consent.readAndAgree }).click();
    await expect(page).toHaveURL(/\/consent\/cons-3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing communication' })).toBeVisible();
    await expect(page.getByText(en.blocks.notFound)).toHaveCount(0);
    await page.getByRole('button', { name: en.consent.agree }).click();
    await expect(page.getByRole('status').filter({ hasText: en.consent.signed })).toBeVisible();
    await page.goBack();
    await expect(marketing).toContainText(/Consent given on \d\d\. \d\d\. \d{4}/);
  });
}

test('the consents screen speaks the channel language and keeps working when the list fails (fuel-cz)', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await demo.fault({ path: '/wl/v1/consents', method: 'POST', status: 500, times: 3 });
  await openSignedIn(page, 'verified', '/consents');
  await expect(page.getByRole('heading', { level: 1, name: cs.screens.consents.title })).toBeVisible();
  await expect(page.getByText(cs.consent.listFailed)).toBeVisible({ timeout: 15_000 });
  await demo.clearFaults();
  await page.getByRole('button', { name: cs.common.retry }).click();
  await expect(page.getByTestId('consent-row')).toHaveCount(4);
  await expect(page.getByTestId('consent-row').first()).toContainText(cs.consent.notSignedYet);
});

test('with web off the consents are reached from the profile at / (minimal-gb, 390 px)', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'verified', '/');
  await page.getByRole('main').getByRole('link', { name: en.screens.consents.title }).click();
  await expect(page).toHaveURL(/\/consents$/);
  await expect(page.getByTestId('consent-row')).toHaveCount(4);
  await expectNoAxeViolations(page, 'consents, minimal-gb');
});
