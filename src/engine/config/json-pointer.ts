// RFC 6901 JSON pointers: the address every config problem is reported under.
export const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export function parsePointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken);
}

export function joinPointer(base: string, ...tokens: string[]): string {
  return base + tokens.map((t) => `/${escapeToken(t)}`).join('');
}

/** True when `pointer` equals `ancestor` or lies below it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

export function getAt(root: unknown, tokens: readonly string[]): unknown {
  let node = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
