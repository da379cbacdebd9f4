// One verdict from propose to publish, on every channel the demo seeds (one per preset): the editor
// adds a page of the channel's own in the studio (a member route, its title and a text, each typed in
// every language of the channel), saves the draft and proposes it; the channel's publisher reviews and
// publishes it. The studio's checks, Save draft, Propose, Review, Publish and `preset validate` on the
// exported draft all find nothing, and a member of the channel sees the page with the typed words
// (the served texts of each of the channel's languages hold them).
import { listPresets } from '../../src/presets/build';
import { expect, test } from './fixtures';
import { signInByApi } from './support/routes';
import { problems } from './support/studio';
import {
  addOwnPage,
  demoChannelId,
  exportAndValidate,
  languagesOf,
  OWN_PAGE,
  ownerAddsEditor,
  part,
  servedTexts,
  studioOn,
  teamOf,
} from './support/four-eyes';

// Three studio tabs, an export through the CLI and a member tab per channel: slow on a loaded machine (waits, not timings).
test.describe.configure({ timeout: 300_000 });

for (const preset of listPresets()) {
  test.describe(preset, () => {
    const channel = demoChannelId(preset);
    const { languages, channel: channelLanguage } = languagesOf(preset);
    const team = teamOf(channel);

    test(`${channel}: the editor proposes a page of its own in ${languages.join(', ')}, the ${team.publisher} publishes it, members read it`, async ({ browser, baseURL, page }) => {
      if (team.editorNeedsRole) await ownerAddsEditor(browser, baseURL, channel);

      // The editor: a page of the channel's own, typed in each language, with nothing for the checks to find.
      const editor = await studioOn(browser, baseURL, team.editor, channel);
      await part(editor, 'Translations');
      await expect(editor.getByRole('list', { name: 'Languages', exact: true }).getByRole('listitem')).toHaveCount(languages.length);
      await addOwnPage(editor, languages);
      await expect(problems(editor)).toHaveCount(0);
      const validated = await exportAndValidate(editor);
      expect(validated, 'preset validate on the exported draft').toMatch(/valid \(0 error\(s\)/);
      expect(validated, 'preset validate on the exported draft').not.toMatch(/tips/);

      await part(editor, 'Drafts and review');
      const editorStatus = editor.getByRole('status').filter({ hasText: /Draft saved|Proposed|Proposal refused|failed/ });
      await editor.getByRole('button', { name: 'Save draft' }).click();
      await expect(editorStatus).toContainText('Draft saved at');
      await editor.getByLabel('Message for the reviewer').fill(`Tips page on ${channel}`);
      await editor.getByRole('button', { name: 'Propose' }).click();
      await expect(editorStatus).toHaveText('Proposed for review: a publisher of the channel reviews it');

      // The publisher: the review finds nothing, the publish goes through.
      const publisher = await studioOn(browser, baseURL, team.publisher, channel);
      await part(publisher, 'Drafts and review');
      await publisher.getByRole('button', { name: 'Review the proposal of editor@demo.test' }).click();
      const review = publisher.getByRole('region', { name: 'Review of the proposal' });
      await expect(review).toContainText('No problem found');
      await expect(review.getByRole('list', { name: 'Changes of the proposal' })).toContainText(OWN_PAGE.route);
      await review.getByRole('button', { name: 'Publish the proposal' }).click();
      await expect(publisher.getByRole('status').filter({ hasText: /Published|refused|failed/ })).toContainText('Published as version 2');
      await editor.context().close();
      await publisher.context().close();

      // A member of the channel (its own host) opens the page: the title and text typed in the channel language.
      const origin = `http://${preset}.localhost:${new URL(baseURL ?? '').port}`;
      await page.goto(`${origin}/`);
      await signInByApi(page);
      await page.goto(`${origin}${OWN_PAGE.route}`);
      await expect(page.locator('html')).toHaveAttribute('lang', channelLanguage.replace('_', '-'), { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(OWN_PAGE.titles[channelLanguage]!, { timeout: 60_000 });
      await expect(page.getByRole('main')).toContainText(OWN_PAGE.bodies[channelLanguage]!);
      // Every language of the channel is served the words typed for it.
      for (const language of languages) {
        const texts = await servedTexts(page, language);
        expect(texts[OWN_PAGE.title], `${OWN_PAGE.title} in ${language}`).toBe(OWN_PAGE.titles[language]);
        expect(texts[OWN_PAGE.body], `${OWN_PAGE.body} in ${language}`).toBe(OWN_PAGE.bodies[language]);
      }
    });
  });
}
