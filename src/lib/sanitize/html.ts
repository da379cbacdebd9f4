import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { DEFERRED_STYLE_ATTRIBUTE, deferInlineStyles } from '@/lib/csp-nonce';

/*
 * Consent and other operator HTML. DOMPurify's HTML profile (no SVG or MathML), minus everything a
 * consent text has no use for: forms and their controls (phishing), <style> (restyling the portal),
 * and embedded content. Inline `style` attributes stay (WYSIWYG editors produce them), deferred to
 * `data-portal-style` so a strict CSP does not block them: call `applyDeferredStyles` on the
 * container once the HTML is in the DOM (@/lib/csp-nonce). Every link
 * opens in a new tab without opener or referrer.
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

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  // A private instance so these hooks never leak into other DOMPurify users.
  const created = DOMPurify(window);
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
