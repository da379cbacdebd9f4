/*
 * Code 128 (ISO/IEC 15417), code set C only: a card number is all digits, and set C packs two
 * digits into one symbol, so 16 digits make 8 symbols. Each entry gives the widths, in modules, of
 * bar, space, bar, space, bar, space (the stop symbol has a seventh, closing bar).
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const START_C = 105;
export const STOP = 106;
/** Light margin each side, in modules (the standard's minimum quiet zone is 10X). */
export const QUIET_ZONE = 10;

export const code128Patterns: readonly string[] = PATTERNS;

/** Symbol values: start C, one per digit pair, the modulo-103 check symbol, stop. */
export function code128CValues(digits: string): number[] {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0) throw new Error('Code 128 set C needs an even number of digits');
  const data: number[] = [];
  for (let i = 0; i < digits.length; i += 2) data.push(Number(digits.slice(i, i + 2)));
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), START_C) % 103;
  return [START_C, ...data, checksum, STOP];
}

export type Bar = { x: number; width: number };

/** The bars of the symbol, in modules from the left edge (quiet zones included in `width`). */
export function code128Bars(digits: string): { bars: Bar[]; width: number } {
  const bars: Bar[] = [];
  let x = QUIET_ZONE;
  for (const value of code128CValues(digits)) {
    const pattern = PATTERNS[value]!;
    for (let i = 0; i < pattern.length; i += 1) {
      const width = Number(pattern[i]);
      if (i % 2 === 0) bars.push({ x, width });
      x += width;
    }
  }
  return { bars, width: x + QUIET_ZONE };
}
