import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/*
 * Consent and other operator HTML. DOMPurify's HTML profile (no SVG or MathML), minus everything a
 * consent text has no use for: forms and their controls (phishing), <style> (restyling the portal),
 * and embedded content. Inline `style` attributes stay (WYSIWYG editors produce them). Every link
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
  return instance().sanitize(html, config) as string;
}
