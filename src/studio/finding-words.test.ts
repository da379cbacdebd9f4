// The check's findings in the studio language: each message the CLI writes that the studio knows is
// said in Czech and Polish; in English the CLI's own words stay.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPreset } from '@/presets/build';
import { checkDraft } from './check';
import { findingText } from './finding-words';
import cs from './locales/cs.json';
import en from './locales/en.json';
import pl from './locales/pl.json';
import type { StudioT } from './studio-i18n';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['studio'], defaultNS: 'studio', resources: { en: { studio: en }, cs: { studio: cs }, pl: { studio: pl } }, interpolation: { escapeValue: false } });
});
const tOf = (language: string) => i18n.getFixedT(language, 'studio') as unknown as StudioT;

describe("the check's findings in the studio language", () => {
  it('says a finding of a broken draft in Czech and Polish, and as the CLI wrote it in English', () => {
    const draft = structuredClone(buildPreset('fuel-cz'));
    draft.routes = { ...draft.routes, routes: [...((draft.routes?.routes as unknown[]) ?? []), { path: '/tipy', screen: 'tipy', access: 'public' }] };
    const home = draft.screens!.home as { blocks: Record<string, unknown>[] };
    home.blocks = [{ type: 'banner', id: 'ny', props: { title: 'screens.home.title' }, visible_from: '2027-01-02T10:00', visible_until: '2027-01-01T10:00' }, ...home.blocks];
    const findings = checkDraft(draft).filter((f) => f.severity === 'error');
    const noScreen = findings.find((f) => f.message.includes('names screen "tipy"'))!;
    const window = findings.find((f) => f.message.startsWith('visible_until'))!;
    expect(findingText(tOf('cs'), 'cs', noScreen)).toBe('trasa /tipy uvádí obrazovku tipy, která neexistuje');
    expect(findingText(tOf('pl'), 'pl', noScreen)).toBe('trasa /tipy wskazuje ekran tipy, który nie istnieje');
    expect(findingText(tOf('en'), 'en', noScreen)).toBe(noScreen.message);
    expect(findingText(tOf('cs'), 'cs', window)).toBe('konec zobrazení 2027-01-01T10:00 není po začátku 2027-01-02T10:00: blok by se nikdy nezobrazil');
  });

  it('says a warning is one, and keeps a message it does not know as written', () => {
    expect(findingText(tOf('cs'), 'cs', { severity: 'warning', message: '"screens.x.y" is not a key of the English bundle: unused unless a screen or form names it' })).toBe(
      'Upozornění: klíč screens.x.y portál nedodává: nepoužije se, dokud ho neuvede obrazovka nebo formulář',
    );
    expect(findingText(tOf('pl'), 'pl', { severity: 'error', message: 'a brand new check' })).toBe('a brand new check');
  });
});
