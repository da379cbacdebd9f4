import { describe, expect, it } from 'vitest';
import type { BuiltPreset } from './built-preset';
import { missingTexts } from './missing-texts';

// Shipped texts: cs lacks `home.points`; sk ships both.
const shipped: Record<string, Record<string, string>> = {
  en: { 'home.title': 'Home', 'home.points': 'Points' },
  cs: { 'home.title': 'Domů' },
  sk: { 'home.title': 'Domov', 'home.points': 'Body' },
};
const shippedOf = (language: string) => shipped[language] ?? {};

const preset = (over: Partial<BuiltPreset>): BuiltPreset => ({
  name: 'p',
  languages: ['cs', 'sk'],
  sections: {},
  general: { 'GENERAL.lang': 'cs_CZ' },
  translations: {},
  seed: {},
  ...over,
});

const missingIn = (p: BuiltPreset, language: string) => [...(missingTexts(p, shippedOf, 'cs').keysOf.get(language) ?? [])].sort();

describe('the missing-text list of each channel language', () => {
  it('lists a shipped key with no text in a language and nothing else on a bare channel', () => {
    const p = preset({});
    expect(missingIn(p, 'cs')).toEqual(['home.points']);
    expect(missingIn(p, 'sk')).toEqual([]);
  });

  it("lists the channel's own override as missing in the language that has none", () => {
    const p = preset({ translations: { cs: { 'home.title': 'Naše čerpací stanice', 'home.points': 'Body' }, sk: {} } });
    expect(missingIn(p, 'cs')).toEqual([]);
    // sk ships its words for home.title, but the channel wrote its own in cs only.
    expect(missingIn(p, 'sk')).toEqual(['home.points', 'home.title']);
  });

  it('lists block props typed i18nKey and form texts (labels, help, options) the channel names', () => {
    const p = preset({
      translations: { cs: { 'promo.link': 'Více', 'form.card.label': 'Karta', 'form.card.help': 'Číslo', 'form.card.gold': 'Zlatá' } },
      screens: { home: { blocks: [{ type: 'banner', props: { linkLabel: 'promo.link', caption: 'promo.caption' } }] } },
      forms: {
        card: {
          schema: { properties: { card: { title: 'form.card.label', enum: ['gold'] } } },
          uiSchema: { card: { 'ui:help': 'form.card.help', 'ui:enumNames': ['form.card.gold'] } },
        },
      },
    } as Partial<BuiltPreset>);
    expect(missingIn(p, 'cs')).toEqual(['home.points', 'promo.caption']);
    expect(missingIn(p, 'sk')).toEqual(['form.card.gold', 'form.card.help', 'form.card.label', 'promo.caption', 'promo.link']);
  });

  it('lists menu and footer titles: a key they name, a language a per-language title lacks, a plain literal title in the other languages', () => {
    const p = preset({
      translations: { cs: { 'menu.fuel': 'Palivo' } },
      sections: {
        GENERAL: { routes: { items: [{ title: 'menu.fuel' }, { title: { cs: 'Kupóny' } }] } },
        FOOTER: { column1_text: 'Kontakt', column2_text: { cs: 'O nás', sk: 'O nás' } },
      },
    });
    const result = missingTexts(p, shippedOf, 'cs');
    expect(result.keys).toContain('menu.fuel');
    expect([...(result.keysOf.get('sk') ?? [])]).toContain('menu.fuel');
    expect(result.titles).toEqual([
      { pointer: '/sections/GENERAL/routes/items/1/title', language: 'sk', shows: 'Kupóny' },
      { pointer: '/sections/FOOTER/column1_text', language: 'sk', shows: 'Kontakt' },
    ]);
    expect(result.countOf('cs')).toBe(1);
    expect(result.countOf('sk')).toBe(3);
  });

  it('counts a base language text for a regional one (en for en_GB)', () => {
    const p = preset({ languages: ['en', 'en_GB'], general: {}, translations: { en: { 'home.title': 'Our stations' } } });
    const result = missingTexts(p, shippedOf, 'en');
    expect([...(result.keysOf.get('en_GB') ?? [])]).toEqual([]);
  });
});
