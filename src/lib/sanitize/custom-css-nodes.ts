// Small readers of parsed CSS shared by the custom-CSS guard (custom-css.ts and its property checks).
import { isCommentNode, isTokenNode, isWhitespaceNode, type ComponentValue } from '@csstools/css-parser-algorithms';
import { TokenType, type CSSToken } from '@csstools/css-tokenizer';

export const lower = (name: string) => name.toLowerCase();
export const tokenOf = (node: ComponentValue | undefined): CSSToken | null => (node && isTokenNode(node) ? node.value : null);
export const isSpace = (node: ComponentValue) => isWhitespaceNode(node) || isCommentNode(node);

export function trim(nodes: ComponentValue[]): ComponentValue[] {
  let start = 0;
  let end = nodes.length;
  while (start < end && isSpace(nodes[start]!)) start += 1;
  while (end > start && isSpace(nodes[end - 1]!)) end -= 1;
  return nodes.slice(start, end);
}

/** The value without a trailing `!important` (the priority changes nothing the guard checks). */
export function withoutImportant(nodes: ComponentValue[]): ComponentValue[] {
  const value = trim(nodes);
  const last = tokenOf(value.at(-1));
  if (!last || last[0] !== TokenType.Ident || lower(last[4].value) !== 'important') return value;
  const rest = trim(value.slice(0, -1));
  const bang = tokenOf(rest.at(-1));
  return bang && bang[0] === TokenType.Delim && bang[4].value === '!' ? trim(rest.slice(0, -1)) : value;
}

/** Splits at top-level commas. */
export function splitCommas(nodes: ComponentValue[]): ComponentValue[][] {
  const parts: ComponentValue[][] = [[]];
  for (const node of nodes) {
    if (tokenOf(node)?.[0] === TokenType.Comma) parts.push([]);
    else parts.at(-1)!.push(node);
  }
  return parts.map(trim);
}

/** The components of a value, whitespace and comments left out. */
export const components = (nodes: ComponentValue[]) => nodes.filter((node) => !isSpace(node));
