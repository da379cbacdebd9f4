// Import '@/lib/sanitize/custom-css' directly (and lazily): this barrel also pulls in DOMPurify,
// which only the consent and content screens need.
export { sanitizeHtml } from './html';
export { safeMarkdownUrl } from './markdown-url';
export { checkCustomCss, sanitizeCustomCss } from './custom-css';
