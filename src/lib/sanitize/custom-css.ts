/*
 * GENERAL.custom_css is operator (server) text: it may restyle the portal, and nothing else. It is
 * read by a spec-compliant tokenizer (@csstools/css-tokenizer, the parser of the CSS Syntax spec, so
 * escapes such as `\75 rl(` and comments splitting a word are seen as the browser sees them), checked
 * against an allow-list, and what passed is serialised again from the checked tokens: the injected
 * text is exactly what was checked. A rule or declaration that fails is dropped with a warning; the
 * rest applies. The allow-list (docs/security.md):
 *  - no url(), no bad-url or bad-string token anywhere, no `<!--`/`-->`;
 *  - functions only from VALUE_FUNCTIONS (colours, maths, gradients, transforms, filters, var()...),
 *    none of which fetches: image-set(), image(), src(), cross-fade(), element(), attr() never pass,
 *    so a string kept in a custom property can never become a request;
 *  - at-rules only @media, @supports, @container, @layer and @keyframes (never @import, @font-face,
 *    @namespace, @property, @page, @counter-style...);
 *  - attribute selectors only on ATTRIBUTES (never `value`, `placeholder` or data-*);
 *  - custom properties (`--x`) and var() fallbacks are checked by the same rule as any value;
 *  - nested style rules are not supported (dropped);
 *  - properties only from an allow-list (custom-css-properties.ts): colours, fonts, text, borders,
 *    radii, paddings, margins, shadows, backgrounds and a few sizes, each value within bounds, so no box
 *    can move, grow or paint over another (never position, offsets, z-index, transforms, negative
 *    margins, display, opacity, clip-path, filters...); each refusal names the property and why;
 *  - text that does not parse completely (a `{`, `(` or comment never closed, which would swallow
 *    every later rule) keeps the rules before the break: the unclosed rule is dropped and reported
 *    as `incomplete` with its line and column.
 */
import {
  isFunctionNode,
  isSimpleBlockNode,
  isTokenNode,
  parseListOfComponentValues,
  type ComponentValue,
  type FunctionNode,
  type SimpleBlockNode,
} from '@csstools/css-parser-algorithms';
import { TokenType, tokenize, type CSSToken, type ParseError } from '@csstools/css-tokenizer';
import { ATTRIBUTES, GROUP_AT_RULES, KEYFRAMES_AT_RULES, PRELUDE_FUNCTIONS, VALUE_FUNCTIONS } from './custom-css-allow-lists';
import { isSpace, lower, tokenOf, trim, withoutImportant } from './custom-css-nodes';
import { checkProperty, selectorContext, type PropertyContext } from './custom-css-properties';
import { colourVariables, type ColourVars } from './custom-css-values';

/** Where the text stops parsing (1-based line and column of what is never closed). */
export type CssBreak = { line: number; column: number; message: string };
export type CustomCssResult = { css: string; warnings: string[]; incomplete?: CssBreak };

class Refused extends Error {}

function position(offset: number, css: string): { line: number; column: number } {
  const before = css.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

function where(node: ComponentValue | undefined, css: string): string {
  const token = node && (isFunctionNode(node) ? node.name : isSimpleBlockNode(node) ? node.startToken : tokenOf(node));
  if (!token) return '';
  const { line, column } = position(token[2], css);
  return ` (line ${line}, column ${column})`;
}

/** A string token written again from its decoded value: `<` is escaped so no `</style` can form. */
function serialiseString(value: string): string {
  let out = '"';
  for (const char of value) {
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '<') out += '\\3c ';
    else if (char === '\n' || char === '\r' || char === '\f') out += '\\a ';
    else out += char;
  }
  return `${out}"`;
}

/** Accepts one token (outside functions and blocks) or throws Refused. */
function checkToken(token: CSSToken, context: 'value' | 'prelude'): string {
  switch (token[0]) {
    case TokenType.Ident:
    case TokenType.Number:
    case TokenType.Percentage:
    case TokenType.Dimension:
    case TokenType.Hash:
    case TokenType.Comma:
      return token[1];
    case TokenType.Whitespace:
    case TokenType.Comment:
      return ' ';
    case TokenType.Colon:
      if (context === 'prelude') return ':';
      throw new Refused('a colon inside a value');
    case TokenType.String:
      return serialiseString(token[4].value);
    case TokenType.Delim: {
      const delim = token[4].value;
      // No '<' at all (media ranges are written with min-/max-): '</style' can never form.
      if (delim === '\\' || delim === '@' || delim === '<') throw new Refused(`the character ${delim}`);
      return delim;
    }
    case TokenType.URL:
    case TokenType.BadURL:
      throw new Refused('url() is not allowed');
    case TokenType.AtKeyword:
      throw new Refused(`@${token[4].value} inside a rule`);
    default:
      throw new Refused(`"${token[1].slice(0, 20)}"`);
  }
}

function checkFunction(node: FunctionNode, context: 'value' | 'prelude'): string {
  const name = lower(node.getName());
  const allowed = context === 'value' ? VALUE_FUNCTIONS : PRELUDE_FUNCTIONS;
  if (!allowed.has(name)) throw new Refused(`${name}() is not allowed`);
  if (name === 'var') {
    const [first] = trim(node.value);
    const token = first && tokenOf(first);
    if (!token || token[0] !== TokenType.Ident || !token[4].value.startsWith('--')) throw new Refused('var() needs a custom property name');
  }
  return `${node.name[1]}${checkList(node.value, context)})`;
}

function checkAttributeSelector(node: SimpleBlockNode): string {
  const [first] = trim(node.value);
  const token = first && tokenOf(first);
  if (!token || token[0] !== TokenType.Ident) throw new Refused('an attribute selector without a plain attribute name');
  const attribute = lower(token[4].value);
  if (!ATTRIBUTES.has(attribute)) throw new Refused(`attribute selector [${attribute}] is not allowed`);
  return `[${checkList(node.value, 'prelude')}]`;
}

function checkBlock(node: SimpleBlockNode, context: 'value' | 'prelude'): string {
  const open = node.startToken[0];
  if (open === TokenType.OpenParen) return `(${checkList(node.value, context)})`;
  if (open === TokenType.OpenSquare) {
    // In a prelude a [] block is an attribute selector; in a value, grid line names.
    return context === 'prelude' ? checkAttributeSelector(node) : `[${checkList(node.value, context)}]`;
  }
  throw new Refused('a {} block here');
}

function checkList(nodes: ComponentValue[], context: 'value' | 'prelude'): string {
  let out = '';
  for (const node of nodes) {
    if (isFunctionNode(node)) out += checkFunction(node, context);
    else if (isSimpleBlockNode(node)) out += checkBlock(node, context);
    else if (isSpace(node)) out += out.endsWith(' ') ? '' : ' ';
    else if (isTokenNode(node)) out += checkToken(node.value, context);
    else throw new Refused('an unknown construct');
  }
  return out;
}

type Sink = { warnings: string[]; css: string; unclosed?: number; colourVars: ColourVars };

/** A declaration list (the inside of a style rule or keyframe): drops what fails, keeps the rest. */
function checkDeclarations(nodes: ComponentValue[], sink: Sink, target: Pick<PropertyContext, 'replaced' | 'pseudo'>): string {
  const kept: string[] = [];
  let chunk: ComponentValue[] = [];
  const flush = () => {
    const parts = trim(chunk);
    chunk = [];
    if (parts.length === 0) return;
    const nameToken = tokenOf(parts[0]!);
    try {
      if (parts.some((node) => isSimpleBlockNode(node) && node.startToken[0] === TokenType.OpenCurly)) {
        throw new Refused('nested rules are not supported');
      }
      if (!nameToken || nameToken[0] !== TokenType.Ident) throw new Refused('not a declaration');
      const name = lower(nameToken[4].value);
      if (!/^(?:--[\w-]*|-?[a-z][a-z0-9-]*)$/.test(name)) throw new Refused(`property ${name}`);
      const colon = parts.findIndex((node) => tokenOf(node)?.[0] === TokenType.Colon);
      if (colon === -1 || parts.slice(1, colon).some((node) => !isSpace(node))) throw new Refused('not a declaration');
      const value = checkList(trim(parts.slice(colon + 1)), 'value').trim();
      if (!value && !name.startsWith('--')) throw new Refused('an empty value');
      const refusal = checkProperty(name, withoutImportant(parts.slice(colon + 1)), { ...target, colourVars: sink.colourVars }, value.replace(/\s*!\s*important$/i, ''));
      if (refusal) throw new Refused(refusal);
      kept.push(`${nameToken[1]}: ${value}`);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      sink.warnings.push(`declaration dropped${where(parts[0], sink.css)}: ${error.message}`);
    }
  };
  for (const node of nodes) {
    if (tokenOf(node)?.[0] === TokenType.Semicolon) flush();
    else chunk.push(node);
  }
  flush();
  return kept.join('; ');
}

/** A list of rules (the stylesheet, or the inside of @media...): each rule stands or falls alone. */
function checkRules(nodes: ComponentValue[], sink: Sink, inKeyframes = false): string {
  const out: string[] = [];
  let prelude: ComponentValue[] = [];
  for (const node of nodes) {
    const token = tokenOf(node);
    const isBlock = isSimpleBlockNode(node) && node.startToken[0] === TokenType.OpenCurly;
    if (!isBlock && !(token && token[0] === TokenType.Semicolon)) {
      if (!(prelude.length === 0 && (isSpace(node) || token?.[0] === TokenType.CDO || token?.[0] === TokenType.CDC))) prelude.push(node);
      continue;
    }
    const head = trim(prelude);
    prelude = [];
    if (head.length === 0 && !isBlock) continue;
    // The end token is EOF, or missing when a function inside ran out first.
    const end = isBlock ? ((node as SimpleBlockNode).endToken as CSSToken | undefined) : undefined;
    if (isBlock && (!end || end[0] === TokenType.EOF)) {
      // Never closed: it would swallow every later rule. Dropped; the rules before it stay.
      sink.unclosed ??= (node as SimpleBlockNode).startToken[2];
      sink.warnings.push(`rule dropped${where(head[0] ?? node, sink.css)}: its { is never closed`);
      continue;
    }
    try {
      out.push(checkRule(head, isBlock ? (node as SimpleBlockNode) : null, sink, inKeyframes));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      sink.warnings.push(`rule dropped${where(head[0] ?? node, sink.css)}: ${error.message}`);
    }
  }
  if (trim(prelude).length > 0) sink.warnings.push(`rule dropped${where(trim(prelude)[0], sink.css)}: it has no block`);
  return out.filter(Boolean).join('\n');
}

function checkRule(head: ComponentValue[], block: SimpleBlockNode | null, sink: Sink, inKeyframes: boolean): string {
  const first = head[0] && tokenOf(head[0]);
  if (first && first[0] === TokenType.AtKeyword) {
    const name = lower(first[4].value);
    const prelude = checkList(trim(head.slice(1)), 'prelude').trim();
    if (name === 'layer' && !block) return `@layer ${prelude};`;
    if (!block) throw new Refused(`@${name} is not allowed`);
    if (GROUP_AT_RULES.has(name)) {
      const inner = checkRules(block.value, sink);
      return inner ? `@${name} ${prelude} {\n${inner}\n}` : '';
    }
    if (KEYFRAMES_AT_RULES.has(name)) return `@${name} ${prelude} {\n${checkRules(block.value, sink, true)}\n}`;
    throw new Refused(`@${name} is not allowed`);
  }
  if (!block) throw new Refused('a statement outside a rule');
  if (inKeyframes) {
    const selectorOk = head.every((node) => {
      const token = tokenOf(node);
      return isSpace(node) || (token && [TokenType.Ident, TokenType.Percentage, TokenType.Comma].includes(token[0]));
    });
    if (!selectorOk) throw new Refused('not a keyframe selector');
  }
  const selector = checkList(head, 'prelude').trim();
  // Keyframes may animate any element, pseudo-elements included: the strictest bounds.
  const declarations = checkDeclarations(block.value, sink, inKeyframes ? { replaced: false, pseudo: true } : selectorContext(head));
  return declarations ? `${selector} { ${declarations} }` : '';
}

/** Checks operator CSS against the allow-list; `css` is safe to put into a style sheet as it is. */
export function checkCustomCss(css: string | null | undefined): CustomCssResult {
  if (typeof css !== 'string' || css.trim() === '') return { css: '', warnings: [] };
  const sink: Sink = { warnings: [], css, colourVars: () => true };
  // Where the text runs out inside a construct: an unclosed block, function or comment.
  const eof: number[] = [];
  const onParseError = (error: ParseError) => {
    if (/\bEOF\b/.test(error.message)) eof.push(error.sourceStart);
  };
  const tokens = tokenize({ css }, { onParseError });
  const nodes = parseListOfComponentValues(tokens, { onParseError });
  sink.colourVars = colourVariables(nodes);
  const checked = checkRules(nodes, sink);
  const result: CustomCssResult = { css: checked, warnings: sink.warnings };
  const at = sink.unclosed ?? (eof.length > 0 ? Math.min(...eof) : undefined);
  if (at !== undefined) {
    const what = css[at] === '{' ? 'this { is never closed' : css[at] === '/' ? 'this comment is never closed' : 'this is never closed';
    result.incomplete = { ...position(at, css), message: `${what}: the rules after it are dropped, the rules before it apply` };
  }
  return result;
}

/** Makes operator CSS safe for a style sheet, warning once per dropped rule or declaration. */
export function sanitizeCustomCss(css: string | null | undefined): string {
  const { css: safe, warnings, incomplete } = checkCustomCss(css);
  for (const warning of warnings) console.warn(`[custom_css] ${warning}`);
  if (incomplete) console.warn(`[custom_css] does not parse completely (line ${incomplete.line}, column ${incomplete.column}): ${incomplete.message}`);
  return safe;
}
