/*
 * The per-response CSP nonce (docs/deploying.md). The server writes it into index.html as
 * <meta property="csp-nonce" nonce="…"> (Vite's html.cspNonce); the browser hides the attribute
 * from the DOM once a CSP applies, but keeps it in the element's `nonce` property.
 * styled-components reads the same meta itself; every other <style> the portal creates at run time
 * gets `nonce` from here. Inline `style="…"` attributes in server HTML cannot take a nonce: they are
 * renamed to a data attribute before the HTML is parsed and applied through the CSSOM, which a CSP
 * does not block.
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

// A start tag and its attributes as the HTML tokenizer reads them (quoted values may hold '>').
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*)([\s/]*)>/g;
const ATTRIBUTE = /([\s/]+)([^\s"'>/=]+)((?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)/g;

/**
 * Prepares server HTML before anything parses it. Chrome checks style-src as soon as it parses a
 * `style` attribute or a <style> element, even in an inert document (DOMParser, <template>), so:
 * `style` attributes become DEFERRED_STYLE_ATTRIBUTE (apply them with `applyDeferredStyles` once
 * in the DOM), and <style> elements take the nonce (DOMPurify removes them anyway; the content
 * frame keeps them).
 */
export function deferInlineStyles(html: string, nonce: string | undefined = cspNonce()): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string, end: string) => {
    if (!/style/i.test(attributes) && name.toLowerCase() !== 'style') return tag;
    let renamed = attributes.replace(ATTRIBUTE, (attribute, space: string, attributeName: string, value: string) => {
      const lower = attributeName.toLowerCase();
      if (lower === 'style') return `${space}${DEFERRED_STYLE_ATTRIBUTE}${value}`;
      return lower === 'nonce' || lower === DEFERRED_STYLE_ATTRIBUTE ? '' : attribute;
    });
    if (name.toLowerCase() === 'style' && nonce) renamed += ` nonce="${nonce}"`;
    return `<${name}${renamed}${end}>`;
  });
}

/** Applies deferred styles under `root` through the CSSOM (not subject to style-src). */
export function applyDeferredStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${DEFERRED_STYLE_ATTRIBUTE}]`)) {
    const style = (element as HTMLElement | SVGElement).style as CSSStyleDeclaration | undefined;
    const value = element.getAttribute(DEFERRED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(DEFERRED_STYLE_ATTRIBUTE);
    if (style) style.cssText = value;
  }
}
