/**
 * A strict CSP (no 'unsafe-inline' for styles) refuses `style="…"` in markup parsed from text: the
 * server's render and the member's screen snapshot carry React's `style` props in this attribute
 * instead, and the page applies them through the CSSOM (which the CSP allows) before showing or
 * hydrating the markup.
 */
export const CARRIED_STYLE_ATTRIBUTE = 'data-server-style';

/** Markup with its `style="…"` attributes renamed to the carried attribute. */
export const carryStyleAttributes = (markup: string): string => markup.replace(/(<[a-zA-Z][^<>]*?\s)style="/g, `$1${CARRIED_STYLE_ATTRIBUTE}="`);

/** Applies the carried styles under `container` through the CSSOM and removes the attribute. */
export function applyCarriedStyles(container: ParentNode): void {
  container.querySelectorAll<HTMLElement>(`[${CARRIED_STYLE_ATTRIBUTE}]`).forEach((element) => {
    element.style.cssText = element.getAttribute(CARRIED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(CARRIED_STYLE_ATTRIBUTE);
  });
}
