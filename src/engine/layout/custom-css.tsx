import { useEffect } from 'react';
import { createNoncedStyle } from '@/lib/csp-nonce';

export const CUSTOM_CSS_ELEMENT_ID = 'portal-custom-css';

/**
 * The one place custom CSS enters the document: a nonced <style> element at the end of <head>
 * (after the theme's styles, so operator rules win at equal specificity) whose text is set through
 * the DOM, never parsed as HTML.
 */
function applyStyleSheet(text: string): () => void {
  let style = document.getElementById(CUSTOM_CSS_ELEMENT_ID);
  if (!(style instanceof HTMLStyleElement)) {
    style = createNoncedStyle();
    style.id = CUSTOM_CSS_ELEMENT_ID;
    document.head.appendChild(style);
  }
  style.textContent = text;
  const element = style;
  return () => element.remove();
}

/**
 * Injects GENERAL.custom_css after the allow-list check (`@/lib/sanitize/custom-css`, loaded on
 * demand so the CSS tokenizer stays off the boot path). Empty or wholly refused CSS adds nothing.
 */
export function CustomCss({ css }: { css: string | null | undefined }) {
  useEffect(() => {
    if (!css?.trim()) return undefined;
    let remove: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/sanitize/custom-css').then(({ sanitizeCustomCss }) => {
      if (cancelled) return;
      const text = sanitizeCustomCss(css);
      if (text.trim()) remove = applyStyleSheet(text);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [css]);
  return null;
}
