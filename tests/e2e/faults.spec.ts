// Faults never blank the screen and never lose what a member typed: 500 with a message, a
// timeout, offline and an unreadable answer on the profile and registration forms; and the toasts
// that report them (top-right, at most 10, gone after about 3 s).
import type { Page } from '@playwright/test';
import { expect, signIn, test, type DemoBackend } from './fixtures';
import { expectTopRight, toasts } from './support/faults';

type Values = Record<string, string>;

/** A field by the start of its label (required fields add a marker to the accessible name). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));

type FormCase = {
  name: string;
  path: string;
  heading: string;
  submit: string;
  open: (page: Page) => Promise<void>;
  values: Values;
};

const [profileForm, registrationForm]: [FormCase, FormCase] = [
  {
    name: 'profile edit',
    path: '/wl/v1/user/profile',
    heading: 'Edit profile',
    submit: 'Save',
    open: async (page) => {
      await signIn(page, 'verified', '/profile-edit');
      // Wait for the member's data so typing is not overwritten by the pre-fill.
      await expect(field(page, 'E-mail')).toHaveValue('verified@demo.test');
    },
    values: { 'First name': 'Zdeňka', Surname: 'Nováková-Typed', 'Secondary phone': '+420777123456' },
  },
  {
    name: 'registration',
    path: '/wl/v1/user/registration',
    heading: 'Registration',
    submit: 'Register',
    open: async (page) => {
      await page.goto('/register');
      await expect(field(page, 'First name')).toBeEditable();
    },
    values: {
      'First name': 'Typed',
      Surname: 'Member',
      'E-mail': 'typed.member@demo.test',
      Phone: '+420777000111',
      Password: 'Secret123',
      'Repeat password': 'Secret123',
    },
  },
];
const forms: FormCase[] = [profileForm, registrationForm];

async function fill(page: Page, form: FormCase) {
  for (const [label, value] of Object.entries(form.values)) await field(page, label).fill(value);
  if (form.name === 'registration') {
    await page.getByRole('radio', { name: 'I want a virtual card' }).check();
    await page.getByRole('checkbox', { name: /personal data policy/ }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  }
}

async function expectKept(page: Page, form: FormCase) {
  await expect(page.getByRole('heading', { name: form.heading, level: 1 })).toBeVisible();
  for (const [label, value] of Object.entries(form.values)) {
    await expect(field(page, label), `${label} keeps what was typed`).toHaveValue(value);
  }
  if (form.name === 'registration') {
    await expect(page.getByRole('radio', { name: 'I want a virtual card' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  }
  await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
}

async function submit(page: Page, form: FormCase) {
  const answered = page.waitForRequest((r) => r.url().endsWith(form.path) && r.method() === 'POST');
  await page.getByRole('button', { name: form.submit }).click();
  await answered;
}

for (const form of forms) {
  test.describe(`${form.name} form`, () => {
    test('a 500 shows the server message, keeps the values, and a retry succeeds', async ({ page, demo }) => {
      await form.open(page);
      await fill(page, form);
      await demo.fault({ path: form.path, status: 500 });
      await submit(page, form);

      const toast = toasts(page).filter({ hasText: 'Demo fault 500' });
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveAttribute('role', 'alert');
      await expectKept(page, form);

      await page.getByRole('button', { name: form.submit }).click();
      if (form.name === 'registration') await expect(page).toHaveURL(/\/register-confirm$/);
      else {
        await expect(page).toHaveURL(/\/profile$/);
        await expect(page.getByText('Nováková-Typed')).toBeVisible();
      }
    });

    test('offline: a clear network error and the values stay', async ({ page }) => {
      await form.open(page);
      await fill(page, form);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: form.submit }).click();

      await expect(toasts(page).filter({ hasText: 'You seem to be offline. Check your connection and try again.' })).toHaveCount(1);
      await expectKept(page, form);
      await page.context().setOffline(false);
    });

    test('an unreadable answer is reported and the values stay', async ({ page, demo }) => {
      await form.open(page);
      await fill(page, form);
      await demo.fault({ path: form.path, status: 200, body: 'bad-json' });
      await submit(page, form);

      await expect(toasts(page).filter({ hasText: 'The server sent an answer we could not read. Please try again.' })).toHaveCount(1);
      await expectKept(page, form);
    });
  });
}

test('profile edit: a member who changes only the first name can save', async ({ page }) => {
  // The seeded member has an empty secondary phone: an untouched optional field must not block saving.
  await profileForm.open(page);
  await field(page, 'First name').fill('Věra');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Věra')).toBeVisible();
});

async function timeoutCase(page: Page, demo: DemoBackend, form: FormCase) {
  // The client's 10 s timer runs on the page clock: jump it instead of waiting 10 s.
  await page.clock.install();
  await form.open(page);
  await fill(page, form);
  await demo.fault({ path: form.path, delay_ms: 20_000 });
  await submit(page, form);
  await expect(page.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward(10_001);

  await expect(toasts(page).filter({ hasText: 'The server did not answer in time. Please try again.' })).toHaveCount(1);
  await expectKept(page, form);
}

test('profile edit: a request over 10 s times out with a message and the values stay', async ({ page, demo }) => {
  await timeoutCase(page, demo, profileForm);
});

test('registration: a request over 10 s times out with a message and the values stay', async ({ page, demo }) => {
  await timeoutCase(page, demo, registrationForm);
});

test.describe('toasts', () => {
  test('sit top-right and close by themselves after about 3 s', async ({ page, demo }) => {
    await profileForm.open(page);
    await fill(page, profileForm);
    await demo.fault({ path: profileForm.path, status: 500 });
    await submit(page, profileForm);

    const toast = toasts(page).filter({ hasText: 'Demo fault 500' });
    await expect(toast).toBeVisible();
    const shown = Date.now();
    await expectTopRight(page, toast);
    await expect(toast).toBeHidden({ timeout: 6_000 });
    const lasted = Date.now() - shown;
    expect(lasted, 'auto-close after about 3 s').toBeGreaterThan(2_000);
    expect(lasted, 'auto-close after about 3 s').toBeLessThan(5_000);
  });

  test('at most 10 are shown at once; the rest wait their turn', async ({ page }) => {
    await profileForm.open(page);
    await fill(page, profileForm);
    let failures = 0;
    await page.route('**/wl/v1/user/profile', (route) => {
      failures += 1;
      return route.fulfill({ status: 500, json: { message: `Server failure ${failures}`, code: 'TEST' } });
    });
    // Slow motion: toasts close when their CSS progress animation ends, so slowing every animation
    // ten times keeps the burst on screen however slow this machine is.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    for (let i = 1; i <= 12; i += 1) {
      await submit(page, profileForm);
      await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    }

    await expect(toasts(page).filter({ hasText: 'Server failure 10' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(10);
    await expect(toasts(page).filter({ hasText: /Server failure 1[12]/ })).toHaveCount(0);
    // At normal speed the first ones close and the queued messages appear: none is lost.
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(toasts(page).filter({ hasText: 'Server failure 12' })).toBeVisible({ timeout: 8_000 });
    expect(await toasts(page).count()).toBeLessThanOrEqual(10);
  });
});
