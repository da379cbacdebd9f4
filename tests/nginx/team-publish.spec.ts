// A channel's team of three through nginx, on the suite's channel store (PostgreSQL when
// TEST_DATABASE_URL is set, as in CI; backend.ts): the editor proposes a colour, the publisher
// publishes it, and the editor's studio, reloaded at once (within the config cache's second), opens
// the live version with its content, never an older copy; the editor's next change, published in
// turn, keeps the first one live. The owner follows it in the History.
import type { Browser, Page } from '@playwright/test';
import { expect, resetChannel, test } from './csp-guard';
import { send } from './http';
import { channels, origin } from './ports';
import { part, studioOn } from '../e2e/support/four-eyes';

const fuel = channels.find((c) => c.preset === 'fuel-cz')!;
const FUEL = origin(fuel.host);
const CHANNEL = 'demo-fuel-cz';
const OPEN = 'Open a channel preset or the live config';
type Document = { data: { sections: { VISUAL: { color: { primary: string } }; GENERAL: { confirm_button_background: string } } } };

/** What members are served through nginx now: the primary colour and the confirm button's background. */
async function served(): Promise<[string, string]> {
  const answer = await send('GET', fuel.host, '/wl/v1/platform/config/document', undefined, { 'X-Channel-Id': CHANNEL });
  const { sections } = (JSON.parse(answer.text()) as Document).data;
  return [sections.VISUAL.color.primary, sections.GENERAL.confirm_button_background];
}

async function propose(editor: Page, message: string) {
  await part(editor, 'Drafts and review');
  const status = editor.getByRole('status').filter({ hasText: /Draft saved|Proposed|Proposal refused|failed/ });
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(status).toContainText('Draft saved at');
  await editor.getByLabel('Message for the reviewer').fill(message);
  await editor.getByRole('button', { name: 'Propose' }).click();
  await expect(status).toHaveText('Proposed for review: a publisher of the channel reviews it');
}

async function publishProposal(publisher: Page, version: number) {
  await part(publisher, 'Drafts and review');
  await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
  const review = publisher.getByRole('region', { name: 'Review of the proposal' });
  await expect(review).toContainText('No problem found');
  await review.getByRole('button', { name: 'Publish the proposal' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: /Published|refused|failed/ })).toContainText(`Published as version ${version}`);
}

/** The studio shows the live version `version` (the open select, the panel's number) and its primary colour. */
async function expectLive(editor: Page, version: number, primary: string) {
  await expect(editor.getByLabel(OPEN)).toHaveValue(`version:${version}`, { timeout: 60_000 });
  await expect(editor.getByLabel('Primary', { exact: true })).toHaveValue(primary);
  await expect(editor.getByRole('button', { name: /unpublished change/ })).toHaveText('0 unpublished changes');
  await part(editor, 'Drafts and review');
  await expect(editor.getByRole('main')).toContainText(`Channel ${CHANNEL}, published version ${version}`);
}

test.afterEach(async ({ page }) => {
  // Other specs read this channel through the same cache: leave it serving the seeded version.
  await resetChannel(page, 'fuel-cz');
  await expect.poll(served, { timeout: 30_000 }).toEqual(['#c2410c', '#c2410c']);
});

const studio = (browser: Browser, who: 'owner' | 'editor' | 'publisher') => studioOn(browser, FUEL, who, CHANNEL);

test('owner, editor and publisher through nginx: a reload right after a publish opens the live version; the next publish keeps it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await resetChannel(page, 'fuel-cz');
  const [owner, editor, publisher] = [await studio(browser, 'owner'), await studio(browser, 'editor'), await studio(browser, 'publisher')];
  await expect.poll(served, { timeout: 30_000 }).toEqual(['#c2410c', '#c2410c']);

  await editor.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await propose(editor, 'Green primary');
  await publishProposal(publisher, 2);

  // At once, within the cache's second: the studio's reads are the operator calls, never a member's cached copy.
  await editor.reload();
  await expectLive(editor, 2, '#1d6b3a');

  await part(editor, 'GENERAL');
  await editor.getByLabel('Confirm button background', { exact: true }).fill('#123456');
  await propose(editor, 'Dark confirm button');
  await publishProposal(publisher, 3);

  await expect.poll(served, { timeout: 30_000 }).toEqual(['#1d6b3a', '#123456']);
  await editor.reload();
  await expectLive(editor, 3, '#1d6b3a');

  // The owner's History: both publishes, each the editor's proposal.
  await part(owner, 'History');
  const history = owner.getByRole('table', { name: 'Published versions, newest first' });
  await expect(history.getByRole('row').filter({ hasText: 'Dark confirm button (proposed by editor@demo.test)' })).toContainText('3');
  await expect(history.getByRole('row').filter({ hasText: 'Green primary (proposed by editor@demo.test)' })).toContainText('2');
  for (const studioPage of [owner, editor, publisher]) await studioPage.context().close();
});
