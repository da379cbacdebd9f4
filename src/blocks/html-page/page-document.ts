import { applyDeferredStyles, deferInlineStyles, STYLE_CARRIER_TYPE } from '@/lib/csp-nonce';

/*
 * An operator's page, made ready for the sandboxed content frame. It is parsed here (DOMParser: inert,
 * no scripting, so <noscript> content is seen as elements, as in the script-less frame) and its nodes
 * are imported into the frame's document: nothing is serialised again, so what was checked is what
 * the frame holds.
 *  - <meta>, <base> and <link> are removed (a referrer policy, a refresh, a base URL or target,
 *    style sheets or preloads from elsewhere), with <script> (the frame runs none anyway) and nested
 *    frames' `srcdoc`;
 *  - every link opens in a new tab without opener or referrer, whatever target it named;
 *  - <style> text becomes constructed style sheets and `style` attributes are set through the
 *    CSSOM, so no nonce is ever written into the frame (@/lib/csp-nonce).
 */

export type PreparedPage = { document: Document; styles: string[] };

const REMOVED = 'meta, base, link, script';

/** Parses and cleans the page HTML (see above). */
export function preparePage(html: string): PreparedPage {
  const doc = new DOMParser().parseFromString(deferInlineStyles(html), 'text/html');
  const styles = Array.from(doc.querySelectorAll(`script[type="${STYLE_CARRIER_TYPE}"]`), (carrier) => carrier.textContent ?? '');
  for (const element of doc.querySelectorAll(REMOVED)) element.remove();
  for (const frame of doc.querySelectorAll('[srcdoc]')) frame.removeAttribute('srcdoc');
  for (const link of doc.querySelectorAll('a, area')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return { document: doc, styles };
}

/** Replaces the (empty) frame document with the prepared page and applies its styles. */
export function showPage(frameDocument: Document, page: PreparedPage): void {
  const root = frameDocument.importNode(page.document.documentElement, true);
  frameDocument.replaceChild(root, frameDocument.documentElement);
  applyDeferredStyles(frameDocument);
  const Sheet = frameDocument.defaultView?.CSSStyleSheet;
  if (!Sheet || !('adoptedStyleSheets' in frameDocument) || page.styles.length === 0) return;
  frameDocument.adoptedStyleSheets = page.styles.map((css) => {
    const sheet = new Sheet();
    // @import is not supported in constructed sheets: it is ignored, the other rules apply.
    sheet.replaceSync(css);
    return sheet;
  });
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

const FIRST_HEADING = /<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]\s*>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decoded(entity: string): string | undefined {
  if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()];
  const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/**
 * True when the page's HTML opens with a heading that says the page title (e.g. `<h1>Stores</h1>`).
 * Read as text, never parsed into a document: a DOMParser document takes the page's CSP, and every
 * inline style of the operator's HTML would be reported as a violation (the frame applies them).
 */
export function headingRepeatsTitle(html: string, title: string): boolean {
  if (!html || !squash(title)) return false;
  const heading = FIRST_HEADING.exec(html)?.[1];
  if (heading === undefined) return false;
  const text = heading.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => decoded(entity) ?? whole);
  return squash(text) === squash(title);
}
