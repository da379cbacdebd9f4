import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color';
import { followPrimary, pinnedAccents, PRIMARY_ACCENTS } from './primary-accents';

const PRIMARY = '#6a1b9a';
/** Every accent and its text pinned to green on white, as a preset that pins them does. */
const pinned = () => {
  const sections: Record<string, Record<string, unknown>> = { VISUAL: { color: { primary: PRIMARY } } };
  for (const { section, key, text } of PRIMARY_ACCENTS) {
    sections[section] = { ...sections[section], [key]: '#1e7d4f', ...(text ? { [text]: '#ffffff' } : {}) };
  }
  return sections;
};

describe('the accents that follow the primary', () => {
  it('lists every accent the theme derives from the primary, and the menu bar', () => {
    expect(PRIMARY_ACCENTS.map(({ section, key }) => `${section}.${key}`)).toEqual([
      'HEADER.points_pillbox',
      'MENU.background',
      'MENU.underline',
      'MENU.unread_news_background',
      'SIDEBAR.button',
      'COUPON.button_use',
      'GENERAL.confirm_button_background',
    ]);
  });

  it('names what a preset pins, and following the primary clears all of it in one copy', () => {
    const sections = pinned();
    expect(pinnedAccents(sections)).toHaveLength(13);
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
  });

  it('leaves other colours of the sections as they are', () => {
    const sections = { ...pinned(), SIDEBAR: { button: '#1e7d4f', background: '#eaf6ef' } };
    expect(followPrimary(sections).SIDEBAR).toEqual({ background: '#eaf6ef' });
  });
});
