// The values a draft and a newer live version both changed, as the picker says them: where in the
// Changes view's words (never a JSON pointer), each value whole, a colour as a colour, in en, cs, pl.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeThreeWay } from '@/lib/config-merge/three-way';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { buildPreset } from '@/presets/build';
import { conflictWords } from './conflict-words';
import cs from './locales/cs.json';
import en from './locales/en.json';
import pl from './locales/pl.json';
import type { StudioT } from './studio-i18n';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['studio'], defaultNS: 'studio', resources: { en: { studio: en }, cs: { studio: cs }, pl: { studio: pl } }, interpolation: { escapeValue: false } });
});

type Config = BuiltPreset & { routes: { routes: Record<string, unknown>[] }; screens: Record<string, { blocks: Record<string, unknown>[] }> };
const base = buildPreset('default') as Config;
const longText = 'Sbírejte body za každý nákup na čerpací stanici a vyměňte je za odměny, kávu a mytí auta. '.repeat(3).trim();

function picked(language: 'en' | 'cs' | 'pl', edit: (c: Config, side: 'mine' | 'live') => void) {
  const mine = structuredClone(base);
  const live = structuredClone(base);
  edit(mine, 'mine');
  edit(live, 'live');
  const { conflicts } = mergeThreeWay(base, mine, live);
  const t = i18n.getFixedT(language, 'studio') as unknown as StudioT;
  return conflicts.map(conflictWords(t, language, base, mine, live));
}

const primary = (c: Config, side: 'mine' | 'live') => ((c.sections.VISUAL!.color as Record<string, unknown>).primary = side === 'mine' ? '#1d6b3a' : '#aa3300');

describe('a conflict in an operator’s words', () => {
  it('a colour: where in the form’s words, both values as colours', () => {
    const [line] = picked('en', primary);
    expect(line).toMatchObject({ where: 'Visual section: Color › Primary', mine: { text: '#1d6b3a', colour: '#1d6b3a' }, theirs: { text: '#aa3300', colour: '#aa3300' } });
    expect(picked('cs', primary)[0]!.where).not.toContain('/');
    expect(picked('pl', primary)[0]).toMatchObject({ mine: { colour: '#1d6b3a' }, theirs: { colour: '#aa3300' } });
  });

  it('a text, said whole in each language', () => {
    const text = (c: Config, side: 'mine' | 'live') => (c.translations.cs!['home.welcome'] = side === 'mine' ? longText : 'Vítejte');
    expect(picked('en', text)).toEqual([{ pointer: '/translations/cs/home.welcome', where: 'text home.welcome in cs', mine: { text: `“${longText}”` }, theirs: { text: '“Vítejte”' } }]);
    expect(picked('cs', text)[0]).toMatchObject({ where: 'text home.welcome v jazyce cs', mine: { text: `„${longText}“` } });
    expect(picked('pl', text)[0]).toMatchObject({ where: 'tekst home.welcome w języku cs' });
  });

  it('a block’s setting on a screen, a route hidden on one side, a block’s dates', () => {
    const title = (c: Config, side: 'mine' | 'live') => {
      c.screens.home!.blocks.unshift({ type: 'banner', id: 'ny', props: { title: side === 'mine' ? 'ny.title' : 'ny.heading' } });
    };
    expect(picked('en', title).map((l) => l.where)).toEqual(['banner “ny” on home: Title']);
    const hidden = (c: Config, side: 'mine' | 'live') => {
      const route = c.routes.routes.find((r) => r.path === '/promo-code')!;
      route.hidden = side === 'mine';
      route.access = side === 'mine' ? 'visitor' : 'any';
    };
    expect(picked('cs', hidden).map((l) => l.where)).toEqual(['kdo smí otevřít trasu /promo-code', 'zda je trasa /promo-code skryta']);
    expect(picked('pl', hidden)[1]).toMatchObject({ where: 'czy trasa /promo-code jest ukryta' });
    const dates = (c: Config, side: 'mine' | 'live') => {
      const block = c.screens.home!.blocks[0]!;
      block.visible_from = side === 'mine' ? '2026-12-31T18:00' : '2026-12-30T08:00';
    };
    const [window] = picked('en', dates);
    expect(window!.where).toMatch(/^when .+ on home is shown$/);
    expect(window!.mine.text).toBe('“2026-12-31T18:00”');
  });

  it('never shows a JSON pointer as the place', () => {
    for (const language of ['en', 'cs', 'pl'] as const) for (const line of picked(language, primary)) expect(line.where).not.toMatch(/^\/|\/(sections|screens|routes|translations)\//);
  });
});
