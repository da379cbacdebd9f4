import JsBarcode from 'jsbarcode';

/** Quiet zone each side, in modules (Code 128 asks for at least 10). */
export const QUIET_ZONE = 10;

export type Bar = { x: number; width: number };

/**
 * Code 128 modules of a value from JsBarcode (its object renderer: no DOM, no inline styles), as
 * black bars with their x and width in modules, a quiet zone each side. JsBarcode picks the code
 * set (C for a card's digit pairs).
 */
export function barcodeBars(value: string): { bars: Bar[]; width: number } {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  const modules = (target.encodings ?? []).map((encoding) => encoding.data).join('');
  if (!/^[01]+$/.test(modules)) throw new Error(`Cannot encode "${value}" as Code 128`);
  const bars: Bar[] = [];
  for (let index = 0; index < modules.length; index += 1) {
    if (modules[index] !== '1') continue;
    const previous = bars[bars.length - 1];
    if (previous && previous.x + previous.width === QUIET_ZONE + index) previous.width += 1;
    else bars.push({ x: QUIET_ZONE + index, width: 1 });
  }
  return { bars, width: modules.length + 2 * QUIET_ZONE };
}
