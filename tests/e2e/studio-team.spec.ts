// The studio's Team panel as a channel's owner uses it, in Polish on a phone: add an operator (a
// one-time password shown once, replaced at their first sign-in), change a role, disable an account
// whose holder is signed in elsewhere (their studio is signed out at once). Axe-clean at 390 and
// 1280 px. An existing account added to another channel is invited: pending in Team, its holder
// accepts after signing in, and only then works on the channel.
import type { Page } from '@playwright/test';
import en from '../../src/studio/locales/en.json' with { type: 'json' };
import pl from '../../src/studio/locales/pl.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './fixtures';
import { OPERATOR_PASSWORD, signInStudio } from './support/operator';

test.describe.configure({ timeout: 180_000 });

const PREVIEW = 'iframe[title^="Portal preview"]';
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function signInPolish(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: pl.signIn.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: pl.signIn.password, exact: true }).fill(password);
  await page.getByRole('button', { name: pl.signIn.submit }).click();
}

test('an owner in Polish at 390 px adds an operator, changes a role and disables one who is signed in elsewhere', async ({ page, browser, baseURL }) => {
  // Petra the publisher works in her own browser.
  const petraContext = await browser.newContext({ baseURL });
  const petra = await petraContext.newPage();
  await petra.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(petra, 'publisher');
  await expect(petra.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('studio.language', 'pl'));
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: pl.signIn.title })).toBeVisible({ timeout: 60_000 });
  await signInPolish(page, 'owner@demo.test', OPERATOR_PASSWORD);
  await page.getByRole('navigation', { name: pl.nav.label }).getByRole('button', { name: pl.nav.team, exact: true }).click();
  await expect(page.getByRole('heading', { name: pl.team.title, exact: true })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: fill(pl.team.caption, { channel: 'demo-default' }) });
  await expect(table.getByRole('row', { name: /Petra Publisher/ })).toContainText(fill(pl.team.sessions, { count: 1 }));
  await expect(table.getByRole('row', { name: /Eda Editor/ })).toBeVisible();

  // Add Nina as an editor without a password: a one-time one is shown, once.
  await page.getByRole('textbox', { name: pl.team.add.email, exact: true }).fill('nina@sklep.test');
  await page.getByRole('textbox', { name: pl.team.add.name, exact: true }).fill('Nina Nowak');
  await page.getByRole('button', { name: pl.team.add.submit }).click();
  const status = page.getByRole('status').filter({ hasText: 'nina@sklep.test' });
  await expect(status).toHaveText(fill(pl.team.added, { email: 'nina@sklep.test', role: pl.team.roles.editor }));
  const secret = page.getByRole('note').filter({ hasText: 'nina@sklep.test' });
  const oneTime = /: (\S+)\. /.exec((await secret.textContent()) ?? '')?.[1] ?? '';
  expect(oneTime).toMatch(/^[\w-]{20,}$/);

  // Nina becomes a publisher.
  const ninaRow = table.getByRole('row', { name: /Nina Nowak/ });
  await ninaRow.getByRole('combobox', { name: fill(pl.team.roleOf, { name: 'Nina Nowak' }) }).selectOption('publisher');
  await ninaRow.getByRole('button', { name: fill(pl.team.saveRole, { name: 'Nina Nowak' }) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nina Nowak' })).toHaveText(fill(pl.team.roleChanged, { name: 'Nina Nowak', role: pl.team.roles.publisher }));
  await expect(ninaRow.getByRole('combobox')).toHaveValue('publisher');

  // Petra is disabled: her studio is signed out with her next call.
  const petraRow = table.getByRole('row', { name: /Petra Publisher/ });
  await petraRow.getByRole('button', { name: fill(pl.team.disable, { name: 'Petra Publisher' }) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Petra Publisher' })).toHaveText(fill(pl.team.disabled, { name: 'Petra Publisher' }));
  await expect(petraRow).toContainText(pl.team.isDisabled);
  await expect(petraRow).toContainText(fill(pl.team.sessions, { count: 0 }));
  await petra.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'History', exact: true }).click();
  await expect(petra.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  await expect(petra.getByRole('status')).toContainText('Your sign-in is no longer valid.');
  await petra.getByRole('textbox', { name: 'Password', exact: true }).fill(OPERATOR_PASSWORD);
  await petra.getByRole('button', { name: 'Sign in' }).click();
  await expect(petra.getByRole('alert')).toHaveText('This account is disabled: ask an owner of your channel.');
  await petraContext.close();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page, `Team panel in Polish at ${width} px`, [PREVIEW]);
  }

  // Nina's first sign-in asks for her own password; a common one is refused in her language.
  const ninaContext = await browser.newContext({ baseURL });
  const nina = await ninaContext.newPage();
  await nina.setViewportSize({ width: 390, height: 844 });
  await nina.addInitScript(() => localStorage.setItem('studio.language', 'pl'));
  await nina.goto('/studio', { waitUntil: 'domcontentloaded' });
  await expect(nina.getByRole('heading', { name: pl.signIn.title })).toBeVisible({ timeout: 60_000 });
  await signInPolish(nina, 'nina@sklep.test', oneTime);
  const newPassword = nina.getByLabel(pl.signIn.newPassword, { exact: true });
  await expect(newPassword).toBeVisible();
  await newPassword.fill('password12345');
  await nina.getByRole('button', { name: pl.signIn.submit }).click();
  await expect(nina.getByRole('alert')).toHaveText(pl.account.weak.common);
  await expectNoAxeViolations(nina, 'sign-in asking for a new password at 390 px');
  await newPassword.fill('zielona latarnia nad rzeką');
  await nina.getByRole('button', { name: pl.signIn.submit }).click();
  await expect(nina.getByRole('button', { name: pl.operator.signOut })).toBeVisible({ timeout: 30_000 });
  await ninaContext.close();
});

test('adding an existing account invites it: pending in Team until its holder accepts after signing in', async ({ page, browser, baseURL }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'owner');
  await page.getByRole('combobox', { name: en.operator.channelLabel }).selectOption('demo-minimal-gb');
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('button', { name: en.nav.team, exact: true }).click();
  await page.getByRole('textbox', { name: en.team.add.email, exact: true }).fill('publisher@demo.test');
  await page.getByRole('textbox', { name: en.team.add.name, exact: true }).fill('Petra');
  await page.getByRole('form', { name: en.team.add.title }).getByRole('combobox').selectOption('publisher');
  await page.getByRole('button', { name: en.team.add.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'publisher@demo.test' })).toHaveText(fill(en.team.invited, { email: 'publisher@demo.test', role: en.team.roles.publisher }));
  const invitations = page.getByRole('region', { name: en.team.invitations });
  // The invitation states until when it can be accepted (7 days), as a date in the studio's locale.
  const pending = fill(en.team.pending, { name: 'Petra Publisher', email: 'publisher@demo.test', role: en.team.roles.publisher, date: '\u0000' });
  const [beforeDate, afterDate] = pending.split('\u0000').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(invitations).toContainText(new RegExp(`${beforeDate}\\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2}(:\\d{2})?${afterDate}`));
  await expect(page.getByRole('table', { name: fill(en.team.caption, { channel: 'demo-minimal-gb' }) })).not.toContainText('Petra Publisher');

  // Petra signs in: the invitation comes before the studio; she accepts it.
  const petraContext = await browser.newContext({ baseURL });
  const petra = await petraContext.newPage();
  await petra.goto('/studio', { waitUntil: 'domcontentloaded' });
  await expect(petra.getByRole('heading', { name: en.signIn.title })).toBeVisible({ timeout: 60_000 });
  await petra.getByRole('textbox', { name: en.signIn.email, exact: true }).fill('publisher@demo.test');
  await petra.getByRole('textbox', { name: en.signIn.password, exact: true }).fill(OPERATOR_PASSWORD);
  await petra.getByRole('button', { name: en.signIn.submit }).click();
  await expect(petra.getByRole('heading', { name: en.invitations.title })).toBeVisible({ timeout: 30_000 });
  await expect(petra.getByRole('listitem')).toContainText(/owner@demo\.test invites you to .+ as Publisher\./);
  await expectNoAxeViolations(petra, 'invitations after sign-in');
  await petra.getByRole('button', { name: /^Accept the invitation to / }).click();
  await expect(petra.getByRole('status')).toContainText(/^You are now Publisher of /);
  await petra.getByRole('button', { name: en.invitations.continue }).click();
  const channels = petra.getByRole('combobox', { name: en.operator.channelLabel });
  await expect(channels).toBeVisible({ timeout: 30_000 });
  await expect(channels.getByRole('option', { name: 'demo-minimal-gb (publisher)' })).toBeAttached();
  await petraContext.close();

  await page.getByRole('navigation', { name: en.nav.label }).getByRole('button', { name: en.nav.audit, exact: true }).click();
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('button', { name: en.nav.team, exact: true }).click();
  await expect(page.getByRole('table', { name: fill(en.team.caption, { channel: 'demo-minimal-gb' }) }).getByRole('row', { name: /Petra Publisher/ })).toBeVisible();
  await expect(page.getByRole('region', { name: en.team.invitations })).toHaveCount(0);
});
