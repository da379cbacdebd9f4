// The value grammars of the custom-CSS allow-list (custom-css-properties.ts): bounded lengths,
// shadows, the font shorthand, `content` and timing functions. Each check returns why a value is
// refused, or null. Bounded values are literal: no var()/env() (a custom property could hold any
// length) and no calc() (a sum can pass any bound); min(), max() and clamp() pass when every
// argument does, since their result is one of them.
import { isFunctionNode, isSimpleBlockNode, type ComponentValue } from '@csstools/css-parser-algorithms';
import { TokenType } from '@csstools/css-tokenizer';
import { components, lower, splitCommas, tokenOf } from './custom-css-nodes';

export type Verdict = string | null;
export type Range = readonly [min: number, max: number];

/**
 * A numeric bound. Lengths are compared in CSS px, 1pt = 4/3px, and 1rem = 1em = 48px: the largest
 * font size custom CSS can give the root or an element (font sizes themselves are in px, pt or
 * keywords, so no rule can scale the others), so a bound holds whatever the root and parent sizes
 * are. Units outside `units` (vw, vh, %, ch, lh...) are refused unless the bound gives `percent`.
 */
export type Bound = {
  px?: Range;
  units?: readonly string[];
  percent?: Range;
  number?: Range;
  keywords?: readonly string[];
  /** What a value past the bound would do (the finding says it). */
  why?: string;
};

const PX_PER: Record<string, number> = { px: 1, rem: 48, em: 48, pt: 4 / 3 };
const LENGTH_UNITS = ['px', 'rem', 'em', 'pt'];
const MATHS = new Set(['min', 'max', 'clamp']);
export const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark']);

const fmt = (n: number) => String(Math.round(n * 100) / 100);
export const describe = (bound: Bound): string => {
  const parts: string[] = [];
  if (bound.px) parts.push(`${fmt(bound.px[0])}–${fmt(bound.px[1])}px`);
  if (bound.percent) parts.push(`${fmt(bound.percent[0])}–${fmt(bound.percent[1])}%`);
  if (bound.number) parts.push(`${fmt(bound.number[0])}–${fmt(bound.number[1])}`);
  if (bound.keywords?.length) parts.push(bound.keywords.join(', '));
  return parts.join(' or ');
};

const inRange = (value: number, range: Range | undefined) => range !== undefined && value >= range[0] && value <= range[1];

/** One numeric component (a number, percentage, length, or min/max/clamp of such) against a bound. */
export function numeric(node: ComponentValue, bound: Bound): Verdict {
  if (isFunctionNode(node)) {
    const name = lower(node.getName());
    if (!MATHS.has(name)) return `${name}() here (only literal values, or min(), max(), clamp() of them: ${describe(bound)})`;
    for (const arg of splitCommas(node.value)) {
      if (arg.length !== 1) return `${name}() with an expression inside (only literal values: ${describe(bound)})`;
      const inner = numeric(arg[0]!, bound);
      if (inner) return inner;
    }
    return null;
  }
  const token = tokenOf(node);
  const outside = (text: string) => `${text} is outside ${describe(bound)}${bound.why ? ` (${bound.why})` : ''}`;
  if (token?.[0] === TokenType.Ident && bound.keywords?.includes(lower(token[4].value))) return null;
  if (token?.[0] === TokenType.Dimension) {
    const unit = lower(token[4].unit);
    if (!bound.px) return `${token[1]}: no lengths here (${describe(bound)}${bound.why ? `: ${bound.why}` : ''})`;
    if (!(bound.units ?? LENGTH_UNITS).includes(unit) || PX_PER[unit] === undefined) return `${token[1]}: here lengths are in ${(bound.units ?? LENGTH_UNITS).join(', ')} (${describe(bound)})`;
    if (inRange(token[4].value * PX_PER[unit], bound.px)) return null;
    return unit === 'rem' || unit === 'em' ? `${outside(token[1])}; 1${unit} counts as 48px, the largest font size` : outside(token[1]);
  }
  if (token?.[0] === TokenType.Percentage) {
    if (bound.percent) return inRange(token[4].value, bound.percent) ? null : outside(token[1]);
    return `${token[1]}: no percentages here (${describe(bound)}${bound.why ? `: ${bound.why}` : ''})`;
  }
  if (token?.[0] === TokenType.Number) {
    if (token[4].value === 0 && inRange(0, bound.px)) return null;
    return inRange(token[4].value, bound.number) ? null : outside(token[1]);
  }
  return `${token ? token[1] : 'this value'} here (${describe(bound)})`;
}

const isNumeric = (node: ComponentValue) => {
  const type = tokenOf(node)?.[0];
  return (isFunctionNode(node) && MATHS.has(lower(node.getName()))) || type === TokenType.Dimension || type === TokenType.Percentage || type === TokenType.Number;
};

/** 1 to `max` values, each in its bound (`bounds[i]` for the i-th of n values). */
export function list(nodes: ComponentValue[], max: number, boundOf: (index: number, count: number) => Bound): Verdict {
  const parts = components(nodes);
  if (parts.length === 0 || parts.length > max) return `${parts.length} values (1 to ${max})`;
  for (const [index, part] of parts.entries()) {
    const verdict = numeric(part, boundOf(index, parts.length));
    if (verdict) return verdict;
  }
  return null;
}

/** Whether a var() names a custom property that this sheet only ever sets to colours (and its fallback is one). */
export type ColourVars = (name: string) => boolean;

/** A colour, or a keyword of the shorthand (`solid`, `inset`...): what in a mixed value cannot move or grow a box. */
function isColourOrKeyword(node: ComponentValue, colourVars: ColourVars): boolean {
  const token = tokenOf(node);
  if (token) return token[0] === TokenType.Ident || token[0] === TokenType.Hash;
  if (!isFunctionNode(node)) return false;
  const name = lower(node.getName());
  if (COLOUR_FUNCTIONS.has(name)) return true;
  if (name !== 'var') return false;
  const [head, ...fallback] = splitCommas(node.value);
  const first = tokenOf(head?.[0]);
  return !!first && first[0] === TokenType.Ident && colourVars(first[4].value) && components(fallback.flat()).every((n) => isColourOrKeyword(n, colourVars));
}

/** A shorthand of colours, keywords and lengths (border, outline, text-decoration): lengths in `bound`. */
export function mixed(nodes: ComponentValue[], bound: Bound, colourVars: ColourVars): Verdict {
  for (const node of components(nodes)) {
    if (isNumeric(node)) {
      const verdict = numeric(node, bound);
      if (verdict) return verdict;
    } else if (!isColourOrKeyword(node, colourVars)) {
      return isFunctionNode(node) ? `${lower(node.getName())}() here (a colour var() only when this sheet sets it to colours alone)` : 'an unexpected part';
    }
  }
  return null;
}

/** box-shadow / text-shadow: offsets, blur and spread each within its bound; `none`. */
export function shadows(nodes: ComponentValue[], bounds: readonly Bound[], colourVars: ColourVars): Verdict {
  for (const shadow of splitCommas(nodes)) {
    let index = 0;
    for (const node of components(shadow)) {
      if (isNumeric(node)) {
        const bound = bounds[index];
        if (!bound) return `more than ${bounds.length} lengths in one shadow`;
        const verdict = numeric(node, bound);
        if (verdict) return verdict;
        index += 1;
      } else if (!isColourOrKeyword(node, colourVars)) {
        return isFunctionNode(node) ? `${lower(node.getName())}() in a shadow (a colour var() only when this sheet sets it to colours alone)` : 'an unexpected part';
      }
    }
  }
  return null;
}

/** The font shorthand: a size before `/` and a line height after it, each in its bound; weights, keywords, families. */
export function font(nodes: ComponentValue[], size: Bound, lineHeight: Bound): Verdict {
  const parts = components(nodes);
  for (const [index, node] of parts.entries()) {
    const token = tokenOf(node);
    const afterSlash = (() => {
      const previous = tokenOf(parts[index - 1]);
      return previous?.[0] === TokenType.Delim && previous[4].value === '/';
    })();
    if (afterSlash) {
      const verdict = numeric(node, lineHeight);
      if (verdict) return `line height ${verdict}`;
    } else if (token?.[0] === TokenType.Number) {
      if (!inRange(token[4].value, [1, 1000])) return `weight ${token[1]} is outside 1–1000`;
    } else if (isNumeric(node)) {
      const verdict = numeric(node, size);
      if (verdict) return `size ${verdict}`;
    } else if (token?.[0] === TokenType.Ident && ['larger', 'smaller'].includes(lower(token[4].value))) {
      return `${token[1]} grows or shrinks with every nested element`;
    } else if (!(token && [TokenType.Ident, TokenType.String, TokenType.Comma].includes(token[0])) && !(token?.[0] === TokenType.Delim && token[4].value === '/')) {
      return isFunctionNode(node) ? `${lower(node.getName())}() in font` : 'an unexpected part';
    }
  }
  return null;
}

const CONTENT_KEYWORDS = new Set(['none', 'normal', 'open-quote', 'close-quote', 'no-open-quote', 'no-close-quote']);

/** `content`: short text (strings, quotes, counters) and nothing else; `max` characters at most. */
export function content(nodes: ComponentValue[], max: number): Verdict {
  let length = 0;
  for (const node of components(nodes)) {
    const token = tokenOf(node);
    if (token?.[0] === TokenType.String) length += [...token[4].value].length;
    else if (token?.[0] === TokenType.Ident && CONTENT_KEYWORDS.has(lower(token[4].value))) continue;
    else if (token?.[0] === TokenType.Delim && token[4].value === '/') continue;
    else if (isFunctionNode(node) && ['counter', 'counters'].includes(lower(node.getName()))) {
      for (const inner of components(node.value)) {
        const t = tokenOf(inner);
        if (t?.[0] === TokenType.String) length += [...t[4].value].length;
      }
    } else return `${isFunctionNode(node) ? `${lower(node.getName())}()` : (token?.[1] ?? 'this value')} (only text, quotes and counters)`;
  }
  return length > max ? `${length} characters of text (at most ${max}: sentences belong in the translations, checked in every language)` : null;
}

/**
 * Timing functions stay inside [0, 1]: a cubic-bezier() whose curve leaves it (or linear() with such
 * points) overshoots, and an animation of an allowed value (a margin from 0 to 48px) would pass
 * through values outside its bound (a margin of -240px).
 */
export function timing(nodes: ComponentValue[]): Verdict {
  for (const node of components(nodes)) {
    if (!isFunctionNode(node)) {
      const token = tokenOf(node);
      if (token && [TokenType.Ident, TokenType.Dimension, TokenType.Number, TokenType.Comma].includes(token[0])) continue;
      return `${token?.[1] ?? 'this value'} here`;
    }
    const name = lower(node.getName());
    if (name === 'steps') continue;
    if (name !== 'cubic-bezier') return `${name}() here (timing: keywords, steps() or cubic-bezier() within 0–1)`;
    const args = splitCommas(node.value).map((arg) => tokenOf(arg[0]));
    if (args.length !== 4 || args.some((t) => t?.[0] !== TokenType.Number || !inRange(t[4].value, [0, 1]))) {
      return 'cubic-bezier() outside 0–1 overshoots (an animation would pass through values outside their bounds)';
    }
  }
  return null;
}

/**
 * The custom properties this sheet only ever sets to colours (hashes, keywords, colour functions),
 * read from every declaration block, keyframes included. A var() in a bounded shorthand (`border:
 * 1px solid var(--brand)`) passes only for these: any other could hold a length past the bound.
 */
export function colourVariables(nodes: ComponentValue[]): ColourVars {
  const verdicts = new Map<string, boolean>();
  const visit = (list: ComponentValue[]) => {
    let chunk: ComponentValue[] = [];
    const flush = () => {
      const parts = components(chunk);
      chunk = [];
      const name = tokenOf(parts[0]);
      if (!name || name[0] !== TokenType.Ident || !name[4].value.startsWith('--') || tokenOf(parts[1])?.[0] !== TokenType.Colon) return;
      const value = parts.slice(2).filter((node) => {
        const token = tokenOf(node);
        return !(token?.[0] === TokenType.Delim && token[4].value === '!') && !(token?.[0] === TokenType.Ident && lower(token[4].value) === 'important');
      });
      const colour = value.length > 0 && value.every((node) => {
        const token = tokenOf(node);
        if (token) return token[0] === TokenType.Hash || token[0] === TokenType.Ident;
        return isFunctionNode(node) && COLOUR_FUNCTIONS.has(lower(node.getName()));
      });
      verdicts.set(name[4].value, (verdicts.get(name[4].value) ?? true) && colour);
    };
    for (const node of list) {
      if (isSimpleBlockNode(node)) visit(node.value);
      if (tokenOf(node)?.[0] === TokenType.Semicolon) flush();
      else chunk.push(node);
    }
    flush();
  };
  visit(nodes);
  return (name) => verdicts.get(name) ?? true;
}
