import { describe, expect, it } from 'vitest';
import { loadSectionSchemas } from '@/presets/schema-files';
import { followingColours } from '../../../scripts/codegen/following-colours';
import { buildTheme } from './build-theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color';
import { followPrimary, pinnedAccents, PRIMARY_ACCENTS } from './primary-accents';
import type { PortalTheme } from './theme-types';

const PRIMARY = '#6a1b9a';
/** Every accent and its text pinned to green on white, as a preset that pins them does. */
const pinned = () => {
  const sections: Record<string, Record<string, unknown>> = { VISUAL: { color: { primary: PRIMARY } }, HEADER: { border_bottom: true } };
  for (const { section, key, text } of PRIMARY_ACCENTS) {
    sections[section] = { ...sections[section], [key]: '#1e7d4f', ...(text ? { [text]: '#ffffff' } : {}) };
  }
  return sections;
};

/** Where the theme shows each colour a schema may declare as following the primary. */
const shown: Record<string, (t: PortalTheme) => string> = {
  'HEADER.points_pillbox': (t) => t.header.pointsPill.background,
  'HEADER.border': (t) => t.header.borderBottom,
  'MENU.underline': (t) => t.menu.underline,
  'MENU.unread_news_background': (t) => t.menu.unreadBackground,
  'SIDEBAR.button': (t) => t.sidebar.button,
  'COUPON.button_use': (t) => t.coupon.buttonUse,
  'GENERAL.confirm_button_background': (t) => t.confirmButton.background,
};

describe('the colours that follow the primary', () => {
  it('are the section schemas’ x-follows, the header border among them', () => {
    const { sections } = loadSectionSchemas();
    expect(PRIMARY_ACCENTS).toEqual(followingColours(sections as never));
    expect(PRIMARY_ACCENTS.filter((a) => a.follows === 'primary').map(({ section, key }) => `${section}.${key}`).sort()).toEqual(Object.keys(shown).sort());
    expect(PRIMARY_ACCENTS.filter((a) => a.follows === 'neutral').map(({ section, key }) => `${section}.${key}`)).toEqual(['MENU.background']);
  });

  it('each one the schema says follows is the primary in the theme while unset, and its own colour when pinned', () => {
    for (const primary of [PRIMARY, '#1d3557']) {
      // The header's border is drawn (its schema default); its colour is left unset.
      const unset = buildTheme({ VISUAL: { color: { primary } }, HEADER: { border_bottom: true } });
      const set = buildTheme(pinned());
      for (const [name, at] of Object.entries(shown)) {
        expect(at(unset), `${name} unset`).toContain(primary);
        expect(at(set), `${name} pinned`).toContain('#1e7d4f');
      }
    }
  });

  it('names what a preset pins, and following the primary clears all of it in one copy', () => {
    const sections = pinned();
    expect(pinnedAccents(sections)).toHaveLength(PRIMARY_ACCENTS.length + PRIMARY_ACCENTS.filter((a) => a.text).length);
    const followed = followPrimary(sections);
    expect(pinnedAccents(followed)).toEqual([]);
    expect(followed.VISUAL).toBe(sections.VISUAL);
    expect(sections.GENERAL).toHaveProperty('confirm_button_background', '#1e7d4f');
  });

  it('after following, each accent is the primary with legible text on it', () => {
    const theme = buildTheme(followPrimary(pinned()));
    const accents = [theme.header.pointsPill, { background: theme.menu.unreadBackground, text: theme.menu.unreadText }, { background: theme.sidebar.button, text: theme.sidebar.buttonText }, { background: theme.coupon.buttonUse, text: theme.coupon.buttonUseText }, theme.confirmButton];
    for (const { background, text } of accents) {
      expect(background).toBe(PRIMARY);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(theme.menu.underline).toBe(PRIMARY);
    expect(theme.menu.background).toBe('#ffffff');
    expect(theme.header.borderBottom).toBe(`1px solid ${PRIMARY}`);
  });

  it('leaves other colours of the sections as they are', () => {
    const sections = { ...pinned(), SIDEBAR: { button: '#1e7d4f', background: '#eaf6ef' } };
    expect(followPrimary(sections).SIDEBAR).toEqual({ background: '#eaf6ef' });
  });
});
