// Public config arrives flat ({"GENERAL.lang": "cs_CZ"}); the portal reads it nested
// ({GENERAL: {lang: "cs_CZ"}}). A deeper key wins over a scalar at the same path, whatever the order.
const unsafe = new Set(['__proto__', 'prototype', 'constructor']);

type Nested = { [key: string]: unknown };

export function nestDottedKeys(flat: Record<string, unknown> | null | undefined): Nested {
  const out: Nested = {};
  if (!flat || typeof flat !== 'object') return out;
  const keys = Object.keys(flat).sort((a, b) => a.split('.').length - b.split('.').length);
  for (const key of keys) {
    const path = key.split('.');
    if (path.some((part) => part === '' || unsafe.has(part))) continue;
    const last = path.pop() as string;
    let node = out;
    for (const part of path) {
      const next = node[part];
      if (next === null || typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as Nested;
    }
    const value = flat[key];
    const existing = node[last];
    if (existing !== null && typeof existing === 'object' && !Array.isArray(existing)) continue;
    node[last] = value;
  }
  return out;
}
