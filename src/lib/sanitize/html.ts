import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { applyDeferredStyles, DEFERRED_STYLE_ATTRIBUTE, deferInlineStyles } from '@/lib/csp-nonce';

/*
 * Consent and other operator HTML. DOMPurify's HTML profile (no SVG or MathML), minus everything a
 * consent text has no use for: forms and their controls (phishing), <style> (restyling the portal),
 * and embedded content. Inline `style` attributes keep only the text-level properties of
 * ALLOWED_STYLES (WYSIWYG editors produce them) and never a URL, so markup cannot leave its box
 * (no position, z-index, inset, size or transform) nor fetch anything; they are deferred to
 * `data-portal-style` so a strict CSP does not block them: call `applySanitizedStyles` on the
 * container once the HTML is in the DOM. Every link opens in a new tab without opener or referrer.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  // role: server HTML must not pose as our own widgets (a fake dialog or alert misleads screen readers).
  FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping', 'role'],
  ALLOW_DATA_ATTR: false,
  // The deferred style attribute carries CSS like `style` does (@/lib/csp-nonce).
  ADD_ATTR: [DEFERRED_STYLE_ATTRIBUTE],
  ADD_URI_SAFE_ATTR: [DEFERRED_STYLE_ATTRIBUTE],
};

/** Longhand properties (as the CSSOM expands shorthands) that sanitised markup may set. */
const ALLOWED_STYLES = new Set([
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'text-transform',
  'text-indent',
  'vertical-align',
  'white-space',
  'list-style-type',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `margin-${side}`,
    `padding-${side}`,
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
]);
/** A value that could fetch or reach beyond the declaration (`var()` could hold anything). */
const UNSAFE_VALUE = /url\(|image|var\(|env\(|attr\(|expression|\\/i;

/** Removes every property of `style` that is not in ALLOWED_STYLES or whose value is unsafe. */
export function keepAllowedStyles(style: CSSStyleDeclaration): void {
  const names = Array.from({ length: style.length }, (_, i) => style.item(i));
  for (const name of names) {
    if (!ALLOWED_STYLES.has(name) || UNSAFE_VALUE.test(style.getPropertyValue(name))) style.removeProperty(name);
  }
  // A shorthand written with var() keeps its longhands empty until substitution and serialises as
  // the shorthand (`background: var(--x)`): whatever still reads unsafe goes as a whole.
  if (UNSAFE_VALUE.test(style.cssText)) style.cssText = '';
}

/** The allowed part of a `style` attribute value, parsed by the CSSOM on a detached element. */
function allowedStyleText(value: string): string {
  const style = document.createElement('div').style;
  style.cssText = value;
  keepAllowedStyles(style);
  return style.cssText;
}

/** Applies the deferred styles of sanitised markup under `root`, through the same allow-list. */
export const applySanitizedStyles = (root: ParentNode): void => applyDeferredStyles(root, keepAllowedStyles);

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  // A private instance so these hooks never leak into other DOMPurify users.
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== DEFERRED_STYLE_ATTRIBUTE) return;
    data.attrValue = allowedStyleText(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'A' || node.nodeName === 'AREA') {
      node.removeAttribute('target');
    }
  });
  purifier = created;
  return created;
}

/** Sanitises HTML for `dangerouslySetInnerHTML`. Returns a string; safe to re-parse. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(deferInlineStyles(html), config) as string;
}
