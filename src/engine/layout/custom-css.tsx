import { useEffect } from 'react';
import { createNoncedStyle } from '@/lib/csp-nonce';
import { sanitizeCustomCss } from '@/lib/sanitize/custom-css';

export const CUSTOM_CSS_ELEMENT_ID = 'portal-custom-css';

/**
 * Injects GENERAL.custom_css, sanitised, into one <style> element at the end of <head> (after the
 * theme's styles, so operator rules win at equal specificity). Empty CSS removes the element.
 */
export function CustomCss({ css }: { css: string | null | undefined }) {
  useEffect(() => {
    const text = css ? sanitizeCustomCss(css) : '';
    if (!text.trim()) return undefined;
    let style = document.getElementById(CUSTOM_CSS_ELEMENT_ID);
    if (!(style instanceof HTMLStyleElement)) {
      style = createNoncedStyle();
      style.id = CUSTOM_CSS_ELEMENT_ID;
      document.head.appendChild(style);
    }
    style.textContent = text;
    const element = style;
    return () => element.remove();
  }, [css]);
  return null;
}
