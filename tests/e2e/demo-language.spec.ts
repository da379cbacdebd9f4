// The channel's language reaches the demo data too: a channel that only sets GENERAL.lang (a preset
// extending default) gets coupon names, ribbons and consent titles in that language, not English.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoTexts } from '../../src/mocks/store/demo-texts';
import { expect, test } from './fixtures';
import { couponTiles, openSignedIn } from './support/member';

const english = demoTexts('en');
const englishRibbons = new Set([english.ribbons.new, english.ribbons.lastChance, english.ribbons.topDeal, english.ribbons.always, english.ribbons.premium, ...english.ribbons.random]);

for (const lang of ['bg_BG', 'ro_RO', 'sk_SK', 'fr_FR']) {
  test(`a ${lang} channel's demo data is in its language: coupon names, ribbons, consent titles`, async ({ page }) => {
    const texts = demoTexts(lang);
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-language-'));
    try {
      writeFileSync(path.join(dir, 'preset.json'), JSON.stringify({ name: `lang-${lang}`, description: 'Channel language test preset', extends: 'default', languages: [lang.split('_')[0]] }));
      writeFileSync(path.join(dir, 'general.json'), JSON.stringify({ 'GENERAL.lang': lang }));
      // A reset seeds the members' coupons in the channel's language (a preset switch keeps them).
      const reset = await page.request.post('/__demo/reset', { data: { preset: dir } });
      expect(reset.ok(), `/__demo/reset answered ${reset.status()}`).toBe(true);

      await openSignedIn(page, 'verified', '/coupons');
      await expect(couponTiles(page)).toHaveCount(20);
      const ribbons = (await page.getByRole('main').getByTestId('coupon-ribbon').allInnerTexts()).map((t) => t.trim());
      // A word both languages share ('Premium', 'Promo') is the channel's own too.
      const own = new Set(Object.values(texts.ribbons).flat());
      expect(ribbons.filter((ribbon) => englishRibbons.has(ribbon) && !own.has(ribbon)), 'no English ribbon').toEqual([]);
      expect(ribbons).toContain(texts.ribbons.new);
      const names = await couponTiles(page).getByRole('heading').allInnerTexts();
      expect(names.filter((name) => /\b(off|free|your next visit)\b/i.test(name)), 'no English coupon name').toEqual([]);

      await page.goto('/consent/cons-1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.consents.terms);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
