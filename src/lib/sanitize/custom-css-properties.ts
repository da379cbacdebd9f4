// The property allow-list of the custom-CSS guard (docs/security.md, "Custom CSS restyles, it does not
// lay out"). Custom CSS may colour, set fonts and text, borders, radii, paddings, margins, shadows and
// backgrounds, and a few sizes, each within bounds so that no box can move, grow or paint over
// another one: over the portal's own header, forms and dialogs. Every other property is refused,
// with the reason when it is one of the known ways to cover or hide a box.
import { isFunctionNode, type ComponentValue } from '@csstools/css-parser-algorithms';
import { TokenType } from '@csstools/css-tokenizer';
import { components, isSpace, lower, splitCommas, tokenOf, trim } from './custom-css-nodes';
import { content, font, list, mixed, shadows, timing, type Bound, type ColourVars, type Verdict } from './custom-css-values';

export type PropertyContext = {
  /**
   * Every selector of the rule ends in an image or a form control (not a pseudo-element): boxes
   * whose height and vertical padding take room in their line, so heights and larger paddings apply.
   */
  replaced: boolean;
  /**
   * A selector of the rule ends in a pseudo-element (::before, ::after...): an inline box of the
   * operator's own, on a line whose height the portal set. Its text, padding and border get the
   * tighter bounds, so it reaches less than half a 44px control beyond its line, whatever that line's height.
   */
  pseudo: boolean;
  colourVars: ColourVars;
};
type Check = (value: ComponentValue[], context: PropertyContext) => Verdict;

const FREE: Check = () => null;

/** Properties that only paint inside their own box, whatever the value (var() included). */
const FREE_PROPERTIES = [
  'color', 'background', 'background-color', 'background-image', 'background-position', 'background-position-x',
  'background-position-y', 'background-size', 'background-repeat', 'background-clip', 'background-origin',
  'background-attachment', 'background-blend-mode',
  'border-color', 'border-style', 'border-radius', 'outline-color', 'outline-style', 'caret-color', 'accent-color',
  'color-scheme', 'fill', 'stroke', 'stop-color', 'scrollbar-color', '-webkit-tap-highlight-color',
  'font-family', 'font-weight', 'font-style', 'font-variant', 'font-variant-caps', 'font-variant-numeric',
  'font-variant-ligatures', 'font-variant-east-asian', 'font-variant-alternates', 'font-variant-position', 'font-stretch',
  'font-kerning', 'font-feature-settings', 'font-variation-settings', 'font-optical-sizing', 'font-synthesis',
  'text-align', 'text-align-last', 'text-transform', 'text-rendering', 'text-decoration-line', 'text-decoration-style',
  'text-decoration-color', 'text-decoration-skip-ink', 'text-underline-position', 'white-space',
  'white-space-collapse', 'text-wrap', 'text-wrap-mode', 'text-wrap-style', 'word-break', 'overflow-wrap', 'word-wrap',
  'hyphens', 'line-break', '-webkit-font-smoothing', '-moz-osx-font-smoothing',
  'list-style-position', 'counter-reset', 'counter-increment', 'counter-set',
  'cursor', 'box-sizing', 'border-collapse', 'caption-side', 'empty-cells', 'table-layout', 'object-fit', 'image-rendering',
  'transition-property', 'transition-duration', 'transition-delay', 'transition-behavior', 'animation-name',
  'animation-duration', 'animation-delay', 'animation-iteration-count', 'animation-direction', 'animation-fill-mode',
  'animation-play-state',
];
const SIDES = ['top', 'right', 'bottom', 'left', 'block-start', 'block-end', 'inline-start', 'inline-end'];
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'start-start', 'start-end', 'end-start', 'end-end'];
for (const side of SIDES) FREE_PROPERTIES.push(`border-${side}-color`, `border-${side}-style`);
for (const corner of CORNERS) FREE_PROPERTIES.push(`border-${corner}-radius`);
FREE_PROPERTIES.push('border-block-color', 'border-inline-color', 'border-block-style', 'border-inline-style');

const px = (min: number, max: number, extra: Partial<Bound> = {}): Bound => ({ px: [min, max], ...extra });

/** The bounds (docs/security.md gives each one's reason). */
export const BOUNDS = {
  margin: px(0, 48, { keywords: ['auto'], why: 'a negative margin pulls the next box over this one; a large one pushes the page away' }),
  paddingBlock: px(0, 8, { why: 'the padding of an inline box (a link, a label, ::before) reaches over the lines above and below it; more on images and controls, whose padding takes room' }),
  controlPaddingBlock: px(0, 24, { why: 'a large padding pushes the page away' }),
  paddingInline: px(0, 48, { why: 'a large padding pushes the content out of its box' }),
  gap: px(0, 48, { keywords: ['normal'], why: 'a large gap pushes the content out of its box' }),
  border: px(0, 4, { keywords: ['thin', 'medium', 'thick'], why: 'the border of an inline box reaches over the lines above and below it' }),
  pseudoBorder: px(0, 2, { keywords: ['thin'], why: 'the border of a pseudo-element reaches over the lines above and below it' }),
  pseudoPaddingBlock: px(0, 4, { why: 'the padding of a pseudo-element reaches over the lines above and below it' }),
  outline: px(0, 4, { keywords: ['thin', 'medium', 'auto'], why: 'an outline is painted over everything around its box' }),
  outlineOffset: px(-4, 8, { why: 'an outline is painted over everything around its box' }),
  shadowOffset: px(-4, 4, { why: 'a shadow is painted over the boxes around it' }),
  shadowBlur: px(0, 16, { why: 'a shadow is painted over the boxes around it' }),
  shadowSpread: px(-8, 4, { why: 'a spread shadow is a box painted over the boxes around it' }),
  fontSize: px(8, 48, {
    units: ['px', 'pt'],
    keywords: ['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'xxx-large'],
    why: 'huge text spills over its neighbours, tiny text hides; rem, em and % scale with a root or parent size',
  }),
  pseudoFontSize: px(8, 24, { units: ['px', 'pt'], keywords: ['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large'], why: 'large text in a pseudo-element spills over the lines around it' }),
  lineHeight: { number: [1, 3], keywords: ['normal'], why: 'a line lower than its text lets the text spill over the lines around it; a length or % is inherited as a fixed height by larger text' },
  letterSpacing: px(-2, 8, { keywords: ['normal'], why: 'text spills out of its box, or letters overlap' }),
  wordSpacing: px(-4, 16, { keywords: ['normal'], why: 'text spills out of its box, or words overlap' }),
  textIndent: px(0, 48, { keywords: ['hanging', 'each-line'], why: 'a negative or large indent moves text out of its box' }),
  decorationThickness: px(0, 4, { keywords: ['auto', 'from-font'], why: 'a thick line is painted over the lines around it' }),
  underlineOffset: px(-4, 8, { keywords: ['auto'], why: 'the line is painted away from its text, over other boxes' }),
  borderSpacing: px(0, 16, { why: 'a large spacing pushes cells out of their table' }),
  width: px(48, 320, { percent: [10, 100], keywords: ['auto', 'fit-content'], why: 'a narrow box lets its content spill sideways; a wide one leaves the screen of a phone' }),
  maxWidth: px(48, 10000, { percent: [10, 100], keywords: ['none'], why: 'a narrow box lets its content spill sideways' }),
  minWidth: px(0, 320, { percent: [0, 100], keywords: ['auto'], why: 'a wide box leaves the screen of a phone' }),
  minHeight: px(0, 480, { keywords: ['auto'], why: 'a tall box pushes the page away' }),
  replacedHeight: px(16, 480, { keywords: ['auto', 'none'], why: 'a flat control cannot be reached; a tall one pushes the page away' }),
  contentLength: 32,
} as const;

const VERTICAL = new Set([0, 2]);
const paddingBlock = ({ replaced, pseudo }: PropertyContext) => (pseudo ? BOUNDS.pseudoPaddingBlock : replaced ? BOUNDS.controlPaddingBlock : BOUNDS.paddingBlock);
const border = ({ pseudo }: PropertyContext) => (pseudo ? BOUNDS.pseudoBorder : BOUNDS.border);
const fontSize = ({ pseudo }: PropertyContext) => (pseudo ? BOUNDS.pseudoFontSize : BOUNDS.fontSize);
/** padding: 1–4 values, top and bottom in the block bound, left and right in the inline bound. */
const paddingShorthand: Check = (value, context) =>
  list(value, 4, (index, count) => (count === 1 || VERTICAL.has(index) ? paddingBlock(context) : BOUNDS.paddingInline));
const bounded = (bound: Bound, max = 1): Check => (value) => list(value, max, () => bound);
const borderShorthand: Check = (value, context) => mixed(value, border(context), context.colourVars);
const borderWidths = (max: number): Check => (value, context) => list(value, max, () => border(context));

/** Heights only where content cannot spill: a box shorter than its content lets the content overflow onto its neighbours. */
const replacedOnly = (check: Check): Check => (value, context) =>
  context.replaced ? check(value, context) : 'a height only on img, svg, video, canvas, input, button, select or textarea (a shorter box lets its content spill onto its neighbours)';

const CHECKS = new Map<string, Check>(FREE_PROPERTIES.map((name) => [name, FREE]));
const add = (names: string[], check: Check) => names.forEach((name) => CHECKS.set(name, check));
add(['margin'], bounded(BOUNDS.margin, 4));
add(['margin-block', 'margin-inline'], bounded(BOUNDS.margin, 2));
add(SIDES.map((side) => `margin-${side}`), bounded(BOUNDS.margin));
add(['padding'], paddingShorthand);
add(['padding-block'], (value, context) => list(value, 2, () => paddingBlock(context)));
add(['padding-inline'], bounded(BOUNDS.paddingInline, 2));
add(['padding-top', 'padding-bottom', 'padding-block-start', 'padding-block-end'], (value, context) => list(value, 1, () => paddingBlock(context)));
add(['padding-left', 'padding-right', 'padding-inline-start', 'padding-inline-end'], bounded(BOUNDS.paddingInline));
add(['gap'], bounded(BOUNDS.gap, 2));
add(['row-gap', 'column-gap'], bounded(BOUNDS.gap));
add(['border-width'], borderWidths(4));
add(['border-block-width', 'border-inline-width'], borderWidths(2));
add(SIDES.map((side) => `border-${side}-width`), borderWidths(1));
add(['border', 'border-block', 'border-inline', ...SIDES.map((side) => `border-${side}`)], borderShorthand);
add(['outline'], (value, { colourVars }) => mixed(value, BOUNDS.outline, colourVars));
add(['outline-width'], bounded(BOUNDS.outline));
add(['outline-offset'], bounded(BOUNDS.outlineOffset));
add(['box-shadow'], (value, { colourVars }) =>
  shadows(value, [BOUNDS.shadowOffset, BOUNDS.shadowOffset, BOUNDS.shadowBlur, BOUNDS.shadowSpread], colourVars));
add(['text-shadow'], (value, { colourVars }) => shadows(value, [BOUNDS.shadowOffset, BOUNDS.shadowOffset, BOUNDS.shadowBlur], colourVars));
add(['font-size'], (value, context) => list(value, 1, () => fontSize(context)));
add(['font'], (value, context) => font(value, fontSize(context), BOUNDS.lineHeight));
add(['line-height'], bounded(BOUNDS.lineHeight));
add(['letter-spacing'], bounded(BOUNDS.letterSpacing));
add(['word-spacing'], bounded(BOUNDS.wordSpacing));
add(['text-indent'], (value) => list(value, 3, () => BOUNDS.textIndent));
add(['text-decoration-thickness'], bounded(BOUNDS.decorationThickness));
add(['text-underline-offset'], bounded(BOUNDS.underlineOffset));
add(['text-decoration'], (value, { colourVars }) => mixed(value, BOUNDS.decorationThickness, colourVars));
add(['border-spacing'], bounded(BOUNDS.borderSpacing, 2));
add(['vertical-align'], (value) => {
  const token = tokenOf(components(value)[0]);
  const keywords = ['baseline', 'sub', 'super', 'text-top', 'text-bottom', 'middle', 'top', 'bottom'];
  return components(value).length === 1 && token?.[0] === TokenType.Ident && keywords.includes(lower(token[4].value)) ? null : `keywords only (${keywords.join(', ')}): a length shifts a box off its line`;
});
add(['width', 'inline-size'], bounded(BOUNDS.width));
add(['max-width', 'max-inline-size'], bounded(BOUNDS.maxWidth));
add(['min-width', 'min-inline-size'], bounded(BOUNDS.minWidth));
add(['min-height', 'min-block-size'], bounded(BOUNDS.minHeight));
add(['height', 'max-height', 'block-size', 'max-block-size'], replacedOnly(bounded(BOUNDS.replacedHeight)));
add(['aspect-ratio'], replacedOnly(() => null));
add(['content'], (value) => content(value, BOUNDS.contentLength));
/** Text these show (a marker, quotes, an ellipsis) is as short as a pseudo-element's. */
add(['list-style', 'list-style-type', 'quotes', 'text-overflow'], (value) => {
  const length = components(value).reduce((sum, node) => {
    const token = tokenOf(node);
    return sum + (token?.[0] === TokenType.String ? [...token[4].value].length : 0);
  }, 0);
  return length > BOUNDS.contentLength ? `${length} characters of text (at most ${BOUNDS.contentLength}: sentences belong in the translations)` : null;
});
add(['transition', 'animation', 'transition-timing-function', 'animation-timing-function'], timing);

/** Why each known way to cover or hide a box is refused (checked in order; the first match names it). */
const REASONS: [RegExp, string][] = [
  [/^(position|top|right|bottom|left|inset(-.*)?|z-index|float|clear|anchor-.*|position-.*)$/, 'it takes a box out of the flow or lifts it, so it can lie over the portal\'s own header, forms and dialogs'],
  [/^(transform(-.*)?|translate|rotate|scale|zoom|perspective(-.*)?|offset(-.*)?|backface-visibility|-webkit-box-reflect)$/, 'it moves, scales or copies a box over other boxes'],
  [/^(display|visibility|opacity|content-visibility|pointer-events|-webkit-text-fill-color|appearance|-webkit-appearance)$/, 'it hides the portal\'s own elements, lets clicks through them or changes their layout (translucency: a colour with alpha; layout: the structure and blocks)'],
  [/^(clip|clip-path|mask(-.*)?|-webkit-mask(-.*)?|shape-outside|overflow(-.*)?|text-overflow-.*)$/, 'it clips a box or lets its content spill over others'],
  [/^(filter|backdrop-filter|mix-blend-mode|isolation|will-change|contain|contain-.*|container(-.*)?)$/, 'it paints a box in a layer of its own (over others) or blends it away'],
  [/^(grid(-.*)?|flex(-.*)?|order|justify-.*|align-.*|place-.*|columns|column-.*|writing-mode|direction|unicode-bidi|text-orientation)$/, 'it rearranges the portal\'s own layout (grid and flex placement can lay one box on another)'],
  [/^(border-image(-.*)?|-webkit-text-stroke(-.*)?|initial-letter|-webkit-line-clamp|-webkit-box-.*)$/, 'it paints outside the box or grows text past its line'],
  [/^animation-composition$/, 'an added animation passes the bounds of the value it animates'],
];

const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** Why a declaration is refused, naming the property and the reason; null when it may pass. */
export function checkProperty(name: string, nodes: ComponentValue[], context: PropertyContext, text: string): Verdict {
  if (name.startsWith('--')) return null;
  const check = CHECKS.get(name);
  if (!check) {
    const reason = REASONS.find(([pattern]) => pattern.test(name))?.[1];
    return reason ? `${name}: ${text}: not allowed, ${reason}` : `${name}: ${text}: not on the allow-list of custom CSS properties (docs/security.md)`;
  }
  const value = trim(nodes);
  const only = components(value);
  const single = only.length === 1 ? tokenOf(only[0]) : null;
  const keyword = single?.[0] === TokenType.Ident ? lower(single[4].value) : '';
  if (check === FREE) return null;
  if (CSS_WIDE.has(keyword)) {
    return keyword === 'initial' || keyword === 'unset' ? null : `${name}: ${keyword}: copies a value the guard does not check (initial or unset only)`;
  }
  if (only.length === 0) return `${name}: an empty value`;
  const verdict = check(value, context);
  return verdict ? `${name}: ${text}: ${verdict}` : null;
}

const REPLACED = new Set(['img', 'svg', 'video', 'canvas', 'input', 'button', 'select', 'textarea']);
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

/** What a rule's selectors target: see PropertyContext. */
export function selectorContext(selector: ComponentValue[]): Pick<PropertyContext, 'replaced' | 'pseudo'> {
  let replaced = true;
  let pseudo = false;
  for (const part of splitCommas(selector)) {
    let start = 0;
    part.forEach((node, index) => {
      const token = tokenOf(node);
      if (isSpace(node) || (token?.[0] === TokenType.Delim && '>+~'.includes(token[4].value))) start = index + 1;
    });
    const compound = part.slice(start);
    const first = tokenOf(compound[0]);
    const hasPseudo = compound.some((node, index) => {
      if (tokenOf(node)?.[0] !== TokenType.Colon) return false;
      const next = compound[index + 1];
      const nextToken = tokenOf(next);
      if (nextToken?.[0] === TokenType.Colon) return true;
      if (nextToken?.[0] === TokenType.Ident && LEGACY_PSEUDO_ELEMENTS.has(lower(nextToken[4].value))) return true;
      return !!next && isFunctionNode(next) && lower(next.getName()) === 'slotted';
    });
    pseudo ||= hasPseudo;
    replaced &&= !hasPseudo && !!first && first[0] === TokenType.Ident && REPLACED.has(lower(first[4].value));
  }
  return { replaced, pseudo };
}
