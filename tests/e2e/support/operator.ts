// The studio's sign-in as an operator would do it (demo operators: README, docs/demo-backend.md).
import { expect, type Page } from '@playwright/test';

export const OPERATOR_PASSWORD = 'Operator1234';
export const operators = { editor: 'editor@demo.test', publisher: 'publisher@demo.test', owner: 'owner@demo.test' } as const;

/** Fills the studio's sign-in screen (the page must be on /studio). */
export async function signInStudio(page: Page, who: keyof typeof operators = 'publisher') {
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(operators[who]);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
}
