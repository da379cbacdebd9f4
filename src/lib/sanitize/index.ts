// Import '@/lib/sanitize/custom-css' directly (and lazily): this barrel also pulls in DOMPurify,
// which only the consent and content screens need.
export { applySanitizedStyles, keepAllowedStyles, sanitizeHtml } from './html';
export { contentLink, safeMarkdownUrl, type ContentLink } from './markdown-url';
export { configLink, inAppPath, isInAppLink, OFFSITE_BLOCK_LINK, portalOrigin } from './link';
export { checkCustomCss, sanitizeCustomCss } from './custom-css';
