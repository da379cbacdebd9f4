/*
 * The per-response CSP nonce (docs/deploying.md). The server writes it into index.html as
 * <meta property="csp-nonce" nonce="…"> (Vite's html.cspNonce); the browser hides the attribute
 * from the DOM once a CSP applies, but keeps it in the element's `nonce` property.
 * styled-components reads the same meta itself; every other <style> the portal creates at run time
 * gets `nonce` from here. Styles in server HTML never get it: `style="…"` attributes are renamed to a
 * data attribute and <style> elements to inert carriers before the HTML is parsed, and applied
 * through the CSSOM, which a CSP does not block.
 */

/** The document's CSP nonce, or undefined when index.html has none (unit tests, vite dev). */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.head?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** A <style> element that a strict CSP allows (nonce set before it is connected). */
export function createNoncedStyle(doc: Document = document): HTMLStyleElement {
  const style = doc.createElement('style');
  const nonce = cspNonce();
  if (nonce) style.setAttribute('nonce', nonce);
  return style;
}

export const DEFERRED_STYLE_ATTRIBUTE = 'data-portal-style';
/**
 * The `type` of the inert element a <style> element of server HTML becomes: a script element of an
 * unknown type is raw text like <style>, never runs and is not checked against style-src. Read its
 * text and apply it through the CSSOM (a constructed style sheet), never with a nonce: a nonce
 * written into markup that a page can read (an iframe's `srcdoc`) is a nonce given away.
 */
export const STYLE_CARRIER_TYPE = 'text/x-portal-style';

// A start tag and its attributes as the HTML tokenizer reads them (quoted values may hold '>').
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*)([\s/]*)>/g;
const ATTRIBUTE = /([\s/]+)([^\s"'>/=]+)((?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)/g;
const STYLE_END_TAG = /<\/style(?=[\s/>])/gi;

/**
 * Prepares server HTML before anything parses it. Chrome checks style-src as soon as it parses a
 * `style` attribute or a <style> element, even in an inert document (DOMParser, <template>), so:
 * `style` attributes become DEFERRED_STYLE_ATTRIBUTE (apply them with `applyDeferredStyles` once
 * in the DOM), and <style> elements become STYLE_CARRIER_TYPE script elements (DOMPurify removes
 * them; the content frame applies their text as constructed style sheets). No nonce is written.
 */
export function deferInlineStyles(html: string): string {
  const tags = html.replace(START_TAG, (tag, name: string, attributes: string, end: string) => {
    const isStyle = name.toLowerCase() === 'style';
    if (isStyle) return `<script type="${STYLE_CARRIER_TYPE}">`;
    if (!/style/i.test(attributes)) return tag;
    const renamed = attributes.replace(ATTRIBUTE, (attribute, space: string, attributeName: string, value: string) => {
      const lower = attributeName.toLowerCase();
      if (lower === 'style') return `${space}${DEFERRED_STYLE_ATTRIBUTE}${value}`;
      return lower === DEFERRED_STYLE_ATTRIBUTE ? '' : attribute;
    });
    return `<${name}${renamed}${end}>`;
  });
  return tags.replace(STYLE_END_TAG, '</script');
}

/**
 * Applies deferred styles under `root` through the CSSOM (not subject to style-src). `filter`
 * receives each parsed declaration block and may remove properties before they apply.
 */
export function applyDeferredStyles(root: ParentNode, filter?: (style: CSSStyleDeclaration) => void): void {
  for (const element of root.querySelectorAll(`[${DEFERRED_STYLE_ATTRIBUTE}]`)) {
    const style = (element as HTMLElement | SVGElement).style as CSSStyleDeclaration | undefined;
    const value = element.getAttribute(DEFERRED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(DEFERRED_STYLE_ATTRIBUTE);
    if (!style) continue;
    if (!filter) {
      style.cssText = value;
      continue;
    }
    // Parsed on a detached element first: nothing it names is fetched or shown before the filter ran.
    const parsed = (element.ownerDocument ?? document).createElement('div').style;
    parsed.cssText = value;
    filter(parsed);
    style.cssText = parsed.cssText;
  }
}
