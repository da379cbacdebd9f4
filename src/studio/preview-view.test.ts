import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cs from './locales/cs.json';
import en from './locales/en.json';
import type { StudioT } from './studio-i18n';
import type { Draft } from './draft-history';
import { accountLabel, previewClockAt, previewOnly } from './preview-view';

const profileForm = { type: 'form', id: 'profile', props: { form: 'profile', action: 'update-profile' } };
const draft = {
  name: 'default',
  sections: { GENERAL: { time_zone: 'Europe/Prague' } },
  general: { 'GENERAL.lang': 'en' },
  screens: { home: { blocks: [{ type: 'text', props: { text: 'a' } }] }, 'profile-edit': { title: 'screens.profileEdit.title', blocks: [{ type: 'group', children: [profileForm] }] } },
} as unknown as Draft;

describe('what the studio preview shows besides the draft', () => {
  it('one screen alone, or the block that shows a form (with its action) under its screen title', () => {
    expect(previewOnly(draft, 'screen:home')).toEqual({ name: 'home', screen: draft.screens!.home });
    expect(previewOnly(draft, 'form:profile')).toEqual({ name: 'form-profile', screen: { title: 'screens.profileEdit.title', blocks: [profileForm] } });
    expect(previewOnly(draft, '')).toBeUndefined();
    expect(previewOnly(draft, 'screen:nowhere')).toBeUndefined();
    expect(previewOnly(draft, 'form:nowhere')).toBeUndefined();
  });

  it("reads the preview date in the channel's time zone; none is now", () => {
    expect(previewClockAt(draft, '2030-12-10T12:00')).toBe(Date.parse('2030-12-10T11:00:00Z'));
    expect(previewClockAt(draft, '')).toBeUndefined();
  });

  it('names each demo member by the state it shows, in the studio language', async () => {
    const texts = i18next.createInstance();
    await texts.init({ lng: 'en', fallbackLng: 'en', ns: ['studio'], defaultNS: 'studio', resources: { en: { studio: en }, cs: { studio: cs } }, interpolation: { escapeValue: false } });
    const t = texts.getFixedT('en', 'studio') as unknown as StudioT;
    expect(accountLabel({ email: 'staff@demo.test', password: 'x', description: 'd', state: 'staff' }, t)).toBe('Staff member (staff@demo.test)');
    expect(accountLabel({ email: 'x@demo.test', password: 'x', description: 'someone' }, t)).toBe('someone (x@demo.test)');
    const czech = texts.getFixedT('cs', 'studio') as unknown as StudioT;
    expect(accountLabel({ email: 'staff@demo.test', password: 'x', description: 'd', state: 'staff' }, czech)).toBe(`${cs.preview.staff} (staff@demo.test)`);
  });
});
