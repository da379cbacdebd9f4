import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme';
import { contrastRatio } from './color';

describe('buildTheme', () => {
  it('holds the spec defaults without any section', () => {
    const theme = buildTheme();
    expect(theme.colors).toMatchObject({
      primary: '#000000',
      onPrimary: '#ffffff',
      warning: '#ee7e22',
      success: '#67ad5b',
      error: '#e2001a',
      archived: '#98989b',
      background: '#ffffff',
      text: '#000000',
    });
    expect(theme.breakpoints).toEqual(['600px', '768px', '1024px', '1280px']);
    expect(theme.contentWidth).toBe(1140);
    expect(theme.sizes).toMatchObject({ contentWidth: 1140, couponTile: 150, closeIcon: 36, headerIcon: 20 });
    // The shipped font, then its metric-matched fallback face, then the system stack.
    expect(theme.fonts.body.startsWith("'Montserrat', 'Montserrat Fallback', system-ui")).toBe(true);
    expect(theme.space.length).toBeGreaterThan(6);
  });

  it('takes colours from the sections and derives readable text', () => {
    const theme = buildTheme({
      VISUAL: { color: { primary: '#ffcc00', background: '#111111' }, font_family: 'Open Sans' },
      HEADER: { background: '#002244', text: '#000000', height: 64, show_points: true, points_pillbox: '#eeeeee', border_thickness: '2px', border_bottom: true, border: '#ff0000' },
      MENU: { background: '#222', text: '#ddd', underline: '#f00', mobile_menu_background: '#fafafa' },
      FOOTER: { background: '#333333', text: '#000000' },
      SIDEBAR: { button: '#ffffff' },
      COUPON: { ribbon: '#123456', tile: '#000' },
      GENERAL: { confirm_button_background: '#00aa00', confirm_button_text: '#000000' },
    });
    expect(theme.colors.primary).toBe('#ffcc00');
    expect(theme.colors.onPrimary).toBe('#000000');
    expect(theme.colors.text).toBe('#ffffff');
    expect(theme.fonts.body.startsWith("'Open Sans', system-ui")).toBe(true);
    expect(theme.header).toMatchObject({ background: '#002244', text: '#ffffff', height: 64, borderBottom: '2px solid #ff0000' });
    expect(theme.header.pointsPill).toEqual({ background: '#eeeeee', text: '#000000' });
    expect(theme.menu).toMatchObject({ background: '#222', text: '#ddd', underline: '#f00', mobileBackground: '#fafafa', mobileText: '#000000' });
    expect(theme.footer).toEqual({ background: '#333333', text: '#ffffff' });
    expect(theme.sidebar).toMatchObject({ button: '#ffffff', buttonText: '#000000' });
    expect(theme.coupon).toMatchObject({ ribbon: '#123456', tile: '#000', tileText: '#ffffff' });
    expect(theme.confirmButton).toEqual({ background: '#00aa00', text: '#000000' });
    expect(theme.buttons.confirm).toMatchObject({ backgroundColor: '#00aa00', color: '#000000' });
    expect(theme.buttons.primary).toMatchObject({ backgroundColor: '#ffcc00', color: '#000000' });
  });

  it('ignores values that are not colours, lengths or font names', () => {
    const theme = buildTheme({
      VISUAL: { color: { primary: 'red;} body{display:none' }, font_family: 'x;}{' },
      HEADER: { height: '10vh', logo_width: 'calc(1px);', border_bottom: false, border: '#000' },
    });
    expect(theme.colors.primary).toBe('#000000');
    expect(theme.fonts.body.startsWith("'Montserrat',")).toBe(true);
    expect(theme.header.height).toBe(80);
    expect(theme.header.logoWidth).toBe('120px');
    expect(theme.header.borderBottom).toBe('none');
  });

  it('rebrands from one colour: every accent a section leaves unset follows VISUAL.color.primary', () => {
    const theme = buildTheme({ VISUAL: { color: { primary: '#1d3557' } }, MENU: { background: '#ffffff', text: '#000000' } });
    const accent = { background: '#1d3557', text: '#ffffff' };
    expect(theme.header.pointsPill).toEqual(accent);
    expect(theme.confirmButton).toEqual(accent);
    expect({ background: theme.sidebar.button, text: theme.sidebar.buttonText }).toEqual(accent);
    expect({ background: theme.menu.unreadBackground, text: theme.menu.unreadText }).toEqual(accent);
    expect({ background: theme.coupon.buttonUse, text: theme.coupon.buttonUseText }).toEqual(accent);
    expect(theme.menu.underline).toBe('#1d3557');
    expect(theme.buttons.primary).toMatchObject({ backgroundColor: '#1d3557', color: '#ffffff' });
    // A light brand colour gets black text by the one colour rule; an underline it cannot show falls back.
    const light = buildTheme({ VISUAL: { color: { primary: '#ffd6e7' } }, MENU: { background: '#ffffff', text: '#111111' } });
    expect(light.header.pointsPill).toEqual({ background: '#ffd6e7', text: '#000000' });
    expect(light.menu.underline).toBe('#111111');
    // A section that sets a colour keeps it.
    expect(buildTheme({ VISUAL: { color: { primary: '#1d3557' } }, HEADER: { points_pillbox: '#ff7a1a' } }).header.pointsPill.background).toBe('#ff7a1a');
  });
});

describe('button hover keeps the contrast', () => {
  const HOVER = '&:hover:not(:disabled):not([aria-disabled="true"])';
  // The presets' confirm buttons (fuel-cz, drugstore-pl, minimal-gb, default) and light fills.
  const pairs = [
    { confirm_button_background: '#c2410c', confirm_button_text: '#ffffff' },
    { confirm_button_background: '#1e7d4f', confirm_button_text: '#ffffff' },
    { confirm_button_background: '#1d3557' },
    {},
    { confirm_button_background: '#ffd400', confirm_button_text: '#000000' },
  ];
  for (const general of pairs) {
    it(`hovered, the confirm button reads at least as well as idle, and >= 4.5:1 (${JSON.stringify(general)})`, () => {
      const theme = buildTheme({ GENERAL: general } as never);
      const confirm = theme.buttons.confirm as Record<string, unknown>;
      const hover = confirm[HOVER] as { backgroundColor: string };
      const idle = contrastRatio(String(confirm.backgroundColor), String(confirm.color))!;
      const hovered = contrastRatio(hover.backgroundColor, String(confirm.color))!;
      expect(hover.backgroundColor).not.toBe(confirm.backgroundColor);
      // Only a fill at the extreme (black under white, 21:1) may lose some, never below 4.5:1.
      if (idle < 21) expect(hovered).toBeGreaterThanOrEqual(idle);
      expect(hovered).toBeGreaterThanOrEqual(4.5);
      expect(confirm).not.toHaveProperty('opacity');
    });
  }
});
