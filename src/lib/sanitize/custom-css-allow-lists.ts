// The allow-lists of the custom-CSS guard (custom-css.ts): what a channel's CSS may name.
export const VALUE_FUNCTIONS = new Set([
  // colours
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  // maths
  'calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
  'atan2', 'pow', 'sqrt', 'hypot', 'log', 'exp',
  // variables (the fallback is checked like any value)
  'var', 'env',
  // gradients (colour stops only: no image inside)
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient',
  'repeating-conic-gradient', '-webkit-linear-gradient', '-webkit-radial-gradient',
  // timing (cubic-bezier within 0-1 only: custom-css-values.ts), counters. No transform, filter or
  // shape functions: the properties that take them (transform, filter, clip-path...) are refused.
  'cubic-bezier', 'steps', 'counter', 'counters',
]);

/** Functions inside selectors and at-rule preludes. */
export const PRELUDE_FUNCTIONS = new Set([
  'not', 'is', 'where', 'has', 'nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type', 'lang', 'dir',
  'selector', 'style', 'layer',
  // colours, in @supports conditions
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
]);

/** Attribute selectors may test these, and only these (never what a member types). */
export const ATTRIBUTES = new Set([
  'class', 'id', 'type', 'role', 'name', 'lang', 'dir', 'href', 'target', 'disabled', 'hidden', 'checked', 'selected',
  'open', 'required', 'readonly', 'aria-current', 'aria-expanded', 'aria-selected', 'aria-pressed', 'aria-checked',
  'aria-disabled', 'aria-invalid', 'aria-hidden', 'aria-busy', 'aria-haspopup', 'aria-modal',
]);

/** At-rules holding rules, and @keyframes (holding keyframes); @layer may also be a statement. */
export const GROUP_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);
export const KEYFRAMES_AT_RULES = new Set(['keyframes', '-webkit-keyframes']);
