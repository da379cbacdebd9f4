// Every word of the studio in the studio's language (docs/studio.md): switched to Czech and Polish,
// the main panels (routes, a screen, the changes, drafts and review, history, schedule, audit, team
// with its role names) and the top bar keep no English word of the studio's own; nor do the conflict
// picker, a refusal of the service and the second-factor notice. What stays as written is the
// channel's (paths, ids, keys, quoted values, a value in brackets beside its words) and the operators' names.
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../../src/server/auth/totp';
import cs from '../../src/studio/locales/cs.json' with { type: 'json' };
import pl from '../../src/studio/locales/pl.json' with { type: 'json' };
import { OPERATOR_PASSWORD, operators, signInStudio } from './support/operator';
import { previewUpToDate } from './support/studio';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/** Studio words that would say a leak of English (the studio's own texts, none of them a word of cs or pl). */
const ENGLISH =
  /\b(added|removed|changed|moved|hidden|brought back|route|screen|version|revision|pending|running now|cancelled|everyone|members only|warning|new text|not found|saved|published|proposed|scheduled|signed in|draft|proposal|until|visible from|the block|access|hide|remove|compare|export|owner|publisher|editor|channel|nothing|block)\b/gi;

/** The text a panel shows in the studio's own words: the channel's names, values and the operators' names taken out. */
async function studioWords(page: Page, selector: string): Promise<string> {
  const text = await page.locator(selector).first().evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code, select, textarea, input, iframe, pre, th[scope="row"]').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  return text
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/(Eda Editor|Petra Publisher|Olga Owner)/g, ' ')
    .replace(/[„“”"«»][^„“”"«»]*[„“”"«»]/g, ' ')
    .replace(/\([^()]*\)/g, ' ')
    .replace(/(^|\s)\/\S*/g, ' ');
}

async function expectNoEnglish(page: Page, where: string, selectors = ['#editor', 'header']) {
  for (const selector of selectors) {
    const words = await studioWords(page, selector);
    // Each English word with the words around it, so a failure names where it is.
    const left = [...words.matchAll(ENGLISH)].map((m) => words.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' '));
    expect(left, `${where} (${selector}) still says in English`).toEqual([]);
  }
}

const local = (minutes: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(Date.now() + minutes * 60_000))
    .replace(' ', 'T');

test('in Czech and in Polish, the main panels keep no English word of the studio', async ({ page }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await previewUpToDate(page);
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });

  // A published version with a hidden route, then unpublished changes: an access changed, a block added.
  await nav.getByRole('button', { name: 'Routes', exact: true }).click();
  await page.getByRole('button', { name: 'Hide route /promo-code' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished changes', { timeout: 30_000 });
  await page.getByRole('group', { name: 'Route /profile' }).first().getByLabel('Access').selectOption('public');
  await nav.getByRole('button', { name: /^home( |$)/ }).click();
  await page.getByRole('button', { name: 'Add block', exact: true }).first().click();
  await nav.getByRole('button', { name: 'Schedule', exact: true }).click();
  const form = page.getByRole('form', { name: 'Schedule a version' });
  await form.getByLabel('Version to publish').selectOption('1');
  await form.getByLabel('Goes live at').fill(local(60));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('list', { name: 'Scheduled versions' })).toContainText('Version 1 live');

  for (const [language, words] of [
    ['cs', cs],
    ['pl', pl],
  ] as const) {
    await page.getByLabel(language === 'cs' ? 'Studio language' : cs.header.language).selectOption(language);
    await expect(page.getByRole('heading', { level: 1, name: words.header.title })).toBeVisible();
    const navIn = page.getByRole('navigation', { name: words.nav.label });

    await navIn.getByRole('button', { name: words.nav.routes, exact: true }).click();
    await expect(page.getByRole('group', { name: words.routes.route.replace('{{path}}', '/profile') }).first().getByRole('combobox').first()).toContainText(words.routes.accessValues.public);
    await expectNoEnglish(page, `${language} routes`);

    await navIn.getByRole('button', { name: /^home( |$)/ }).click();
    // The block added in English keeps the English starter text it was given; a block added now starts in this language.
    await page.getByRole('button', { name: words.screen.addButton, exact: true }).first().click();
    await expect.poll(() => page.locator('#editor textarea').evaluateAll((boxes) => boxes.map((b) => (b as HTMLTextAreaElement).value))).toContain(words.screen.starterText);
    await expectNoEnglish(page, `${language} home screen`);

    await navIn.getByRole('button', { name: words.nav.changes, exact: true }).click();
    const changes = page.getByRole('list', { name: words.changes.unpublished });
    await expect(changes.getByRole('listitem')).toHaveCount(language === 'cs' ? 3 : 4);
    await expect(changes).toContainText(words.routes.accessValues.member);
    await expectNoEnglish(page, `${language} changes`);

    for (const view of ['review', 'history', 'schedule', 'audit', 'team'] as const) {
      await navIn.getByRole('button', { name: words.nav[view], exact: true }).click();
      await expect(page.locator('#editor h2').first()).toBeVisible();
      await expectNoEnglish(page, `${language} ${view}`);
    }
  }
});

async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/wl/v1/platform/operator/login', { data: { email: operators.owner, password: OPERATOR_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { Authorization: `Bearer ${token}`, 'X-Channel-Id': 'demo-default' };
}

type Config = { sections: Record<string, Record<string, unknown>> };

/** Another operator publishes the live config with the primary colour `color`, through the contract. */
async function publishPrimary(request: APIRequestContext, color: string) {
  const headers = await ownerApi(request);
  const number = ((await (await request.get('/wl/v1/platform/operator/channel', { headers })).json()) as { data: { version: { number: number } } }).data.version.number;
  const config = ((await (await request.get(`/wl/v1/platform/operator/versions/${number}`, { headers })).json()) as { data: { config: Config } }).data.config;
  const changed = { ...config, sections: { ...config.sections, VISUAL: { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: color } } } };
  expect((await request.put('/wl/v1/platform/config/channel', { data: changed, headers: { ...headers, 'If-Match': `"v${number}"` } })).status()).toBe(200);
}

test('in Czech and in Polish, the conflict picker, a refusal and the second-factor notice keep no English word', async ({ page, browser }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'editor');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Primary', { exact: true }).fill('#1d6b3a');

  for (const [language, words, color] of [
    ['cs', cs, '#aa3300'],
    ['pl', pl, '#0044aa'],
  ] as const) {
    await page.getByLabel(language === 'cs' ? 'Studio language' : cs.header.language).selectOption(language);
    await publishPrimary(page.request, color);
    const behind = page.getByRole('alert').filter({ has: page.getByRole('button', { name: words.upToDate.bring }) });
    await expect(behind).toBeVisible({ timeout: 30_000 });

    // Saving over the newer version is refused (409 BASE_CHANGED): said from its code, in this language.
    await page.getByRole('navigation', { name: words.nav.label }).getByRole('button', { name: words.nav.review, exact: true }).click();
    await page.getByRole('button', { name: words.publishing.saveDraft, exact: true }).click();
    const refused = page.locator('#editor [role="status"]').filter({ hasText: words.refusalWords.BASE_CHANGED.split('{{')[0]!.trim() });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expectNoEnglish(page, `${language} refusal`);

    await behind.getByRole('button', { name: words.upToDate.bring }).click();
    const picker = page.locator('section[aria-labelledby="up-to-date-heading"]');
    const conflict = picker.getByRole('group');
    await expect(conflict).toHaveCount(1);
    // Where, in the Changes view's words (never a JSON pointer); both colours said.
    await expect(conflict.locator('legend')).not.toContainText('/');
    await expect(conflict.getByRole('radio', { name: `${words.upToDate.keepMine.replace('{{value}}', '')}#1d6b3a` })).toBeChecked();
    await expect(conflict).toContainText(color);
    await expectNoEnglish(page, `${language} conflict picker`, ['section[aria-labelledby="up-to-date-heading"]']);
    await picker.getByRole('button', { name: words.upToDate.apply }).click();
    await expect(page.getByText(words.upToDate.done.split('{{')[0]!.trim())).toBeVisible();
  }

  // A publisher who has not enrolled a second factor the channel now requires is told so at sign-in.
  const headers = await ownerApi(page.request);
  const enrolment = ((await (await page.request.post('/wl/v1/platform/operator/totp', { headers, data: { password: OPERATOR_PASSWORD } })).json()) as { data: { secret: string } }).data;
  expect((await page.request.post('/wl/v1/platform/operator/totp/confirm', { headers, data: { code: totpCode(enrolment.secret) } })).status()).toBe(200);
  expect((await page.request.put('/wl/v1/platform/operator/team/settings', { headers, data: { publishers_need_second_factor: true } })).status()).toBe(200);
  const publisher = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await publisher.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(publisher, 'publisher');
  for (const [language, words] of [
    ['cs', cs],
    ['pl', pl],
  ] as const) {
    await publisher.getByLabel(language === 'cs' ? 'Studio language' : cs.header.language).selectOption(language);
    const notice = publisher.getByRole('alert').filter({ has: publisher.getByRole('button', { name: words.account.enrolNow }) });
    await expect(notice).toContainText(words.account.enrolNotice.replace('{{channel}}', 'demo-default').split(':')[0]!, { timeout: 30_000 });
    await expectNoEnglish(publisher, `${language} second-factor notice`, ['[role="alert"]']);
  }
  await publisher.getByRole('button', { name: pl.account.enrolNow }).click();
  await expect(publisher.getByRole('heading', { name: pl.account.title.replace('{{email}}', operators.publisher) })).toBeVisible();
  await publisher.close();
});
