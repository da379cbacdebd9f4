// Eighteen ways a link target can leave the portal while looking like, or sitting where, an in-app
// path is expected. Shared by the unit tests of the link rule and structure validation and by the
// Chromium tests, which put each one into every link prop of every block.
export const EVIL_HOST = 'evil.example';

export const OFFSITE_LINK_FORMS: readonly string[] = [
  `http://${EVIL_HOST}/x`,
  `https://${EVIL_HOST}/x`,
  `HtTpS://${EVIL_HOST}/x`,
  `https:${EVIL_HOST}/x`,
  `//${EVIL_HOST}/x`,
  `///${EVIL_HOST}/x`,
  `/\\${EVIL_HOST}/x`,
  `\\\\${EVIL_HOST}/x`,
  `\\/${EVIL_HOST}/x`,
  ` //${EVIL_HOST}/x`,
  `\u0001//${EVIL_HOST}/x`,
  `/\t/${EVIL_HOST}/x`,
  `/%2F${EVIL_HOST}/x`,
  `/%5C${EVIL_HOST}/x`,
  `/%252F%252F${EVIL_HOST}/x`,
  `javascript:location='//${EVIL_HOST}'`,
  `JaVa\tScRiPt:location='//${EVIL_HOST}'`,
  `data:text/html,<a href=//${EVIL_HOST}>x</a>`,
];
