// The boot path should import '@/lib/sanitize/custom-css' directly: this barrel also pulls in
// DOMPurify, which only the consent and content screens need.
export { sanitizeHtml } from './html';
export { safeMarkdownUrl } from './markdown-url';
export { isSameOriginRelativeUrl, sanitizeCustomCss } from './custom-css';
