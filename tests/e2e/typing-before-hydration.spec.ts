// The public screens' forms come whole in the server's HTML (docs/performance.md, "HTML first"):
// labelled inputs and the submit button, in the channel's language, before any script runs. What a
// member types into them before the client has hydrated the page stays in the fields, in the form's
// data (the submit sends it), with the focus and the caret where they were.
import { accounts, DEMO_PASSWORD, expect, expectNoAxeViolations, test } from './fixtures';
import { holdBootScript, renderedAhead, strictPage, HYDRATION } from './support/first-screen';

// The service renders a channel's screens after a reset, on a loaded 2-core machine: the tests wait
// for those renders (the waiting is not what they assert).
test.describe.configure({ timeout: 150_000 });

test.describe('with script off', () => {
  test.use({ javaScriptEnabled: false });

  test('the public forms are in the HTML: labelled fields and the submit button, in the channel language', async ({ page, demo }) => {
    const screens = [
      { preset: 'fuel-cz', path: '/', fields: [/^Telefon/], button: 'Poslat kód' },
      { preset: 'default', path: '/pass-login', fields: [/^E-mail/, /^Password/], button: 'Log in' },
      { preset: 'default', path: '/register', fields: [/^First name/, /^E-mail/, /^Password/], button: 'Register' },
      { preset: 'default', path: '/forgot', fields: [/^E-mail/], button: 'Send' },
    ] as const;
    let reset = '';
    for (const { preset, path, fields, button } of screens) {
      if (reset !== preset) await demo.reset(preset);
      reset = preset;
      await renderedAhead(page, path);
      await page.goto(path);
      const main = page.getByRole('main');
      for (const name of fields) await expect(main.getByLabel(name).first(), `${preset} ${path}: ${name}`).toBeVisible();
      await expect(main.getByRole('button', { name: button }), `${preset} ${path}`).toBeVisible();
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    }
  });
});

test('typing before hydration stays in the fields and signs the member in; no hydration error, no CSP violation, no axe violation', async ({ page }) => {
  await renderedAhead(page, '/pass-login');
  const { violations, messages } = await strictPage(page);
  const boot = await holdBootScript(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pass-login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const email = main.getByRole('textbox', { name: /e-?mail/i });
  const password = main.getByLabel(/password/i).first();
  const submit = main.getByRole('button', { name: 'Log in' });
  // The server's form, before any script of ours ran.
  await expect(email).toBeVisible();
  await expect(password).toBeVisible();
  await expect(submit).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-in form rendered ahead (390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'the sign-in form rendered ahead (1280 px)');
  await email.evaluate((input) => input.setAttribute('data-typed-before-boot', ''));

  // Typed key by key, as a member does.
  const longPrefix = 'a-long-text-typed-before-the-script-ran ';
  await email.pressSequentially(longPrefix);
  await email.press('ControlOrMeta+a');
  await email.pressSequentially(accounts.verified.email);
  await password.pressSequentially(DEMO_PASSWORD.slice(0, 4));
  // Enter before hydration submits nothing (a native submit would put the password in the URL).
  await password.press('Enter');
  await expect(page).toHaveURL(/\/pass-login$/);

  // The script comes while the member goes on typing.
  boot.release();
  await password.pressSequentially(DEMO_PASSWORD.slice(4));
  // Hydrated: the client enables the submit button.
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('input[data-typed-before-boot]')).toHaveCount(1);
  await expect(email).toHaveValue(accounts.verified.email);
  await expect(password).toHaveValue(DEMO_PASSWORD);
  // The focus and the caret stayed: more typing lands at the end of the same field.
  await expect(password).toBeFocused();
  expect(await password.evaluate((input: HTMLInputElement) => [input.selectionStart, input.value.length])).toEqual([DEMO_PASSWORD.length, DEMO_PASSWORD.length]);
  expect(messages.filter((message) => HYDRATION.test(message))).toEqual([]);
  expect(messages).toEqual([]);
  expect(violations).toEqual([]);

  // The form's data holds what was typed: the submit signs the member in.
  await submit.click();
  await expect(page).not.toHaveURL(/pass-login/);
  await expect(page.getByRole('banner').getByText(/^[\d,.]+ points?$/)).toBeVisible();
  expect(violations).toEqual([]);
});

test('fuel-cz: reloaded, the hydrated phone form is pre-filled with the phone a code was asked for; a phone typed before hydration is kept over it', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await renderedAhead(page, '/');
  const { violations, messages } = await strictPage(page);
  await page.goto('/');
  const main = page.getByRole('main');
  const phone = main.getByRole('textbox', { name: /telefon/i });
  const submit = main.getByRole('button', { name: 'Poslat kód' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await phone.fill(accounts.verified.phone);
  await submit.click();
  await expect(page).toHaveURL(/\/otp-verify$/);

  // Back to the phone entry, and the page loaded again: the server's form, empty, then hydrated and pre-filled.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const boot = await holdBootScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(phone).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(phone).toHaveValue('');
  await phone.evaluate((input) => input.setAttribute('data-server-node', ''));
  boot.release();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await expect(phone).toHaveValue(accounts.verified.phone);
  await expect(page.locator('input[data-server-node]')).toHaveCount(1);

  // Typed before hydration: kept over the pre-fill, with the focus, and it is what the submit sends.
  const again = await holdBootScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(submit).toBeDisabled();
  await phone.pressSequentially(accounts.unverified.phone);
  again.release();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(phone).toHaveValue(accounts.unverified.phone);
  await expect(phone).toBeFocused();
  const requested = page.waitForRequest((request) => request.url().endsWith('/wl/v1/user/verification/request'));
  await submit.click();
  expect((await requested).postDataJSON()).toMatchObject({ phone: accounts.unverified.phone });
  await expect(page).toHaveURL(/\/otp-verify$/);
  expect(messages.filter((message) => HYDRATION.test(message))).toEqual([]);
  expect(messages).toEqual([]);
  expect(violations).toEqual([]);
});
