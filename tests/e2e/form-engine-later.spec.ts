// The form engine (rjsf, the `forms` chunk) is not on the first paint's path of a screen the client
// renders itself (docs/performance.md, "Chunks"; a screen rendered ahead has its form in the HTML:
// typing-before-hydration.spec.ts): the screen shows whole with the form's sized, busy placeholder,
// and the form itself takes its place when the engine's chunk is in. Nothing can be typed into the
// placeholder (it has no inputs), and the form's arrival moves no keyboard focus.
import type { Page, Route } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, expectNoAxeViolations, test } from './fixtures';
import { withoutRenderAhead } from './support/first-screen';
import { storedAuth } from './support/member';

const FORMS_CHUNK = /\/assets\/_?forms-[\w-]+\.js$/;

/** Holds every request of the form engine's chunk until `release` is called. */
async function holdFormsChunk(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const seen = new Promise<void>((resolve) => (requested = resolve));
  await page.route(FORMS_CHUNK, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: seen };
}

test('signed out `/`: the screen paints before the form engine, whose form then signs the member in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withoutRenderAhead(page);
  const chunk = await holdFormsChunk(page);
  await page.goto('/');
  await chunk.requested;

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(main.getByRole('link', { name: /forgot/i })).toBeVisible();
  const placeholder = main.locator('[aria-busy="true"]');
  await expect(placeholder).toHaveCount(1);
  await expect(placeholder).toBeVisible();
  // Sized like the two-field form it stands for (docs/performance.md, layout shift).
  expect((await placeholder.boundingBox())?.height ?? 0).toBeGreaterThan(150);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the sign-in screen waiting for its form engine (390 px)');

  // The banner (GENERAL.auth_img, shown from 600 px) is on screen too while the engine is held.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('auth-image')).toBeVisible();
  await expect.poll(() => page.getByTestId('auth-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A member already on the page's links keeps the focus when the form arrives.
  const forgot = main.getByRole('link', { name: /forgot/i });
  await forgot.focus();
  const top = async () => (await forgot.boundingBox())?.y;
  const before = await top();
  expect(before).toBeGreaterThan(0);
  chunk.release();
  const email = main.getByLabel(/e-?mail/i);
  await expect(email).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await expect(forgot).toBeFocused();
  // The placeholder took the form's height: what is below it stays where it was (no layout shift).
  expect(await top()).toBe(before);

  await email.fill(accounts.verified.email);
  await main.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('banner').getByText(/^[\d,.]+ points?$/)).toBeVisible();
  expect((await storedAuth(page))?.token).toBeTruthy();
});
