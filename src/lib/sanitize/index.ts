// Import '@/lib/sanitize/custom-css' directly (and lazily): this barrel also pulls in DOMPurify,
// which only the consent and content screens need.
export { sanitizeHtml } from './html';
export { safeMarkdownUrl } from './markdown-url';
export { contentLink, inAppPath, isInAppLink, portalOrigin, type ContentLink } from './link';
export { checkCustomCss, sanitizeCustomCss } from './custom-css';
