/**
 * The text that stands for the per-response CSP nonce in the built index.html. The server (nginx
 * `sub_filter`, see deploy/nginx/) replaces every occurrence with a fresh random value. Letters and
 * digits only, so it is a valid nonce even where nothing replaces it (vite preview, demo server).
 */
export const CSP_NONCE_PLACEHOLDER = 'PORTALCSPNONCE0000000000000000000';
