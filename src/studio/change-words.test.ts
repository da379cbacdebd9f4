// The review's changes in an operator's words, for each kind of change, in English and Czech (and
// Polish for one): never a JSON pointer, never a value cut off.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { diffPresets } from '@/lib/preset-check/diff';
import { buildPreset } from '@/presets/build';
import { changeWords } from './change-words';
import cs from './locales/cs.json';
import en from './locales/en.json';
import pl from './locales/pl.json';
import type { StudioT } from './studio-i18n';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['studio'], defaultNS: 'studio', resources: { en: { studio: en }, cs: { studio: cs }, pl: { studio: pl } }, interpolation: { escapeValue: false } });
});

const base = buildPreset('default');
type Edit = (draft: BuiltPreset & { routes: { routes: Record<string, unknown>[] }; screens: Record<string, { blocks: Record<string, unknown>[] }> }) => void;

function said(language: 'en' | 'cs' | 'pl', edit: Edit): string[] {
  const after = structuredClone(base);
  edit(after as Parameters<Edit>[0]);
  const t = i18n.getFixedT(language, 'studio') as unknown as StudioT;
  return changeWords(t, language, base, after)(diffPresets(base, after));
}

const addPage: Edit = (d) => {
  d.routes.routes.push({ path: '/tipy', screen: 'tipy', access: 'public' });
  d.screens.tipy = { blocks: [{ type: 'text', id: 'intro', props: { text: 'tips.intro' } }, { type: 'markdown', id: 'body', props: { content: 'x' } }] };
};
const moveBlock: Edit = (d) => {
  const blocks = d.screens.home!.blocks;
  const [moved] = blocks.splice(4, 1);
  blocks.splice(1, 0, moved!);
};
const hideRoute: Edit = (d) => {
  const route = d.routes.routes.find((r) => r.path === '/promo-code')!;
  route.hidden = true;
};
const banner: Edit = (d) => {
  d.screens.home!.blocks.unshift({ type: 'banner', id: 'ny', props: { title: 'ny.title' }, visible_from: '2026-12-31T18:00', visible_until: '2027-01-01T12:00' });
};
const bannerDates: Edit = (d) => {
  banner(d);
  base.screens!.home = structuredClone(d.screens.home) as never;
};
const longText = 'Sbírejte body za každý nákup na čerpací stanici a vyměňte je za odměny, kávu a mytí auta. '.repeat(2).trim();

describe('changes in an operator’s words', () => {
  it('a page added is one line for its route and one for its screen, not a line per leaf', () => {
    expect(said('en', addPage)).toEqual(['page /tipy added', 'screen tipy added']);
    expect(said('cs', addPage)).toEqual(['stránka /tipy přidána', 'obrazovka tipy přidána']);
  });

  it('a block moved says above which block', () => {
    expect(said('en', moveBlock)).toEqual(['section “latest-transactions” moved above component “deals” on home']);
    expect(said('cs', moveBlock)).toEqual(['section „latest-transactions“ přesunut nad component „deals“ na home']);
  });

  it('a route hidden and brought back', () => {
    expect(said('en', hideRoute)).toEqual(['route /promo-code hidden']);
    expect(said('cs', hideRoute)).toEqual(['trasa /promo-code skryta']);
    const hidden = structuredClone(base);
    hideRoute(hidden as Parameters<Edit>[0]);
    const t = i18n.getFixedT('en', 'studio') as unknown as StudioT;
    expect(changeWords(t, 'en', hidden, base)(diffPresets(hidden, base))).toEqual(['route /promo-code brought back']);
  });

  it('a banner added, and its dates in the studio language’s format', () => {
    expect(said('en', banner)).toEqual(['banner “ny” added on home']);
    const saved = structuredClone(base.screens!.home);
    try {
      bannerDates(structuredClone(base) as Parameters<Edit>[0]);
      const shifted: Edit = (d) => {
        const ny = d.screens.home!.blocks[0]!;
        ny.visible_from = '2026-12-31T18:30';
        ny.visible_until = '2027-01-01T12:00';
      };
      expect(said('en', shifted)).toEqual(['banner “ny” on home shown 31 Dec, 18:30 – 1 Jan, 12:00']);
      expect(said('cs', shifted)).toEqual(['banner „ny“ na home zobrazen 31. 12. 18:30 – 1. 1. 12:00']);
    } finally {
      base.screens!.home = saved!;
    }
  });

  it('a text given, changed and removed, said whole', () => {
    expect(said('en', (d) => (d.translations.cs!['home.welcome'] = longText))).toEqual([`text home.welcome in cs given: “${longText}”`]);
    expect(said('cs', (d) => (d.translations.cs!['sidebar.title'] = 'Akce'))).toEqual(['text sidebar.title v jazyce cs změněn z „Speciální nabídky“ na „Akce“']);
    expect(said('cs', (d) => delete d.translations.sk!['sidebar.title'])).toEqual(['text sidebar.title v jazyce sk odebrán (byl „Špeciálne ponuky“)']);
  });

  it('a setting of a section in the words of its form, a language, the channel language and a route’s access', () => {
    const primary: Edit = (d) => ((d.sections.VISUAL!.color as Record<string, unknown>).primary = '#ff6600');
    const before = ((base.sections.VISUAL!.color as Record<string, unknown>).primary as string).toString();
    expect(said('en', primary)).toEqual([`Visual section: Color › Primary changed from “${before}” to “#ff6600”`]);
    expect(said('cs', (d) => (d.languages = d.languages.filter((l) => l !== 'ro')))).toEqual(['jazyk ro odebrán']);
    expect(said('pl', (d) => (d.general['GENERAL.lang'] = 'pl_PL'))).toEqual([`język kanału zmieniono z „${String(base.general['GENERAL.lang'])}” na „pl_PL”`]);
    expect(said('en', (d) => (d.routes.routes.find((r) => r.path === '/profile')!.access = 'public'))).toEqual(['route /profile: access changed from members only to everyone']);
  });

  it('never shows a JSON pointer', () => {
    for (const edit of [addPage, moveBlock, hideRoute, banner]) for (const line of said('cs', edit)) expect(line).not.toMatch(/\/(screens|routes|sections|translations)\//);
  });
});
