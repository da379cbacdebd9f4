import { describe, expect, it } from 'vitest';
import { code128Bars, code128CValues, code128Patterns, QUIET_ZONE, START_C, STOP } from './code128';

const sum = (pattern: string) => [...pattern].reduce((total, digit) => total + Number(digit), 0);

describe('Code 128 set C', () => {
  it('has 107 distinct symbols of 11 modules (the stop symbol 13)', () => {
    expect(code128Patterns).toHaveLength(107);
    expect(new Set(code128Patterns).size).toBe(107);
    code128Patterns.forEach((pattern, value) => expect(sum(pattern)).toBe(value === STOP ? 13 : 11));
  });

  it('encodes digit pairs between start C, the modulo-103 check symbol and stop', () => {
    // 105 + 12*1 + 34*2 = 185; 185 % 103 = 82
    expect(code128CValues('1234')).toEqual([START_C, 12, 34, 82, STOP]);
    const values = code128CValues('4000000000000001');
    expect(values).toEqual([START_C, 40, 0, 0, 0, 0, 0, 0, 1, (105 + 40 + 8) % 103, STOP]);
  });

  it('refuses what set C cannot encode', () => {
    expect(() => code128CValues('123')).toThrow();
    expect(() => code128CValues('12a4')).toThrow();
  });

  it('lays the bars out with quiet zones: 16 digits are 11 symbols, 10 modules margin each side', () => {
    const { bars, width } = code128Bars('4000123412345678');
    expect(width).toBe(QUIET_ZONE + 10 * 11 + 13 + QUIET_ZONE);
    expect(bars[0]).toEqual({ x: QUIET_ZONE, width: 2 }); // start C begins 2-1-1-2-3-2
    expect(bars.length).toBe(10 * 3 + 4);
    const last = bars[bars.length - 1]!;
    expect(last.x + last.width).toBe(width - QUIET_ZONE);
  });
});
