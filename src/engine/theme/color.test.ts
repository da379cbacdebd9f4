import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, brightness, contrastRatio, isCssColor, legibleTextOn, parseRgb, pickColor, readableText, textOn } from './color';

describe('textOn', () => {
  it('turns text white below brightness 170 and black from 170 up', () => {
    expect(brightness('rgb(169, 169, 169)')).toBe(169);
    expect(textOn('rgb(169, 169, 169)')).toBe('#ffffff');
    expect(brightness('rgb(170, 170, 170)')).toBe(170);
    expect(textOn('rgb(170, 170, 170)')).toBe('#000000');
    expect(brightness('#ababab')).toBe(171);
    expect(textOn('#ababab')).toBe('#000000');
  });

  it('weights the channels 299/587/114', () => {
    // 299 * 255 / 1000 = 76.245: pure red is dark, pure green (149.685) too, yellow is light.
    expect(brightness('#ff0000')).toBeCloseTo(76.245);
    expect(textOn('#f00')).toBe('#ffffff');
    expect(textOn('#00ff00')).toBe('#ffffff');
    expect(textOn('#ffff00')).toBe('#000000');
    expect(textOn('black')).toBe('#ffffff');
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#ee7e22')).toBe('#ffffff');
  });

  it('reads short, alpha and functional notations and falls back to black text', () => {
    expect(parseRgb('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseRgb('#11223380')).toEqual([0x11, 0x22, 0x33]);
    expect(parseRgb('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30]);
    expect(parseRgb('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30]);
    expect(textOn('hsl(0, 0%, 0%)')).toBe('#000000');
    expect(textOn('not a colour')).toBe('#000000');
  });
});

describe('isCssColor / pickColor', () => {
  it('accepts colours and refuses anything that could escape a declaration', () => {
    expect(isCssColor('#123456')).toBe(true);
    expect(isCssColor('rgba(1,2,3,0.4)')).toBe(true);
    expect(isCssColor('rebeccapurple')).toBe(true);
    expect(isCssColor('red; } body { display: none')).toBe(false);
    expect(isCssColor('url(https://evil)')).toBe(false);
    expect(isCssColor(42)).toBe(false);
    expect(pickColor('red;}', '#000')).toBe('#000');
    expect(pickColor(' #fff ', '#000')).toBe('#fff');
  });
});

describe('readableText', () => {
  it('keeps a configured text colour with AA contrast, else falls back to textOn', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(readableText('#111111', '#dddddd')).toBe('#dddddd');
    expect(readableText('#111111', '#000000')).toBe('#ffffff');
    expect(readableText('#ffffff', '#777777')).toBe('#000000');
    expect(readableText('#ffffff', '#767676')).toBe('#767676');
    expect(readableText('#ffffff', undefined)).toBe('#000000');
    expect(readableText('#ffffff', 'red;}')).toBe('#000000');
  });
});

describe('legibleTextOn', () => {
  it('keeps the spec rule where its choice is readable', () => {
    expect(legibleTextOn('#e2001a')).toBe(WHITE);
    expect(legibleTextOn('#000000')).toBe(WHITE);
    expect(legibleTextOn('#ffffff')).toBe(BLACK);
  });

  it('turns to black on mid tones where the rule would give unreadable white', () => {
    expect(textOn('#ee7e22')).toBe(WHITE);
    expect(contrastRatio('#ee7e22', WHITE)!).toBeLessThan(4.5);
    expect(legibleTextOn('#ee7e22')).toBe(BLACK);
    expect(legibleTextOn('#98989b')).toBe(BLACK);
    expect(contrastRatio('#98989b', legibleTextOn('#98989b'))!).toBeGreaterThanOrEqual(4.5);
  });
});
