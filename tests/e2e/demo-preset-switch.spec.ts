// The demo's preset switch keeps every session: a signed-in member reloads the portal of the new
// preset and is still signed in, with the same tokens (docs/demo-backend.md).
import { accounts, expect, signIn, test } from './fixtures';
import { isUserRead, storedAuth } from './support/member';

test('a signed-in member stays signed in after the demo switches preset', async ({ page }) => {
  await signIn(page, 'verified', '/profile');
  await expect(page.getByRole('main').getByText(accounts.verified.email).first()).toBeVisible();
  const before = await storedAuth(page);
  expect(before?.token).toBeTruthy();

  const switched = await page.request.post('/__demo/preset', { data: { name: 'drugstore-pl' } });
  expect(switched.ok(), `/__demo/preset answered ${switched.status()}`).toBe(true);

  const userRead = page.waitForResponse(isUserRead);
  await page.reload();
  expect((await userRead).status()).toBe(200);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText(accounts.verified.email).first()).toBeVisible();
  expect((await storedAuth(page))?.token).toBe(before?.token);
});
