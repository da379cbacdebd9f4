/*
 * Custom CSS from GENERAL.custom_css goes into a <style> element. It may restyle the portal, but
 * it must not:
 *  - end its <style> element: every `<` becomes the CSS escape `\3C ` (same meaning inside a
 *    string, and the HTML parser never sees `</style`);
 *  - load anything from elsewhere (tracking, CSS keyloggers via attribute selectors): `@import` is
 *    removed, and `url(...)`, `image-set(...)`, `image(...)`, `src(...)` whose URL has a scheme
 *    (http:, data:, javascript:...) or is protocol-relative (`//host`, `/\host`) become `none`.
 *    Only same-origin relative URLs stay;
 *  - run script in old engines: `expression(`, `javascript:`, `vbscript:`, `behavior:` and
 *    `-moz-binding:` are neutralised.
 * CSS escapes of letters and digits are decoded and comments removed first, so `@\69mport` or
 * `u/**\/rl(` cannot hide a keyword; the passes repeat until the text is stable, so removing one
 * piece cannot assemble another.
 */

const MAX_PASSES = 8;

function codePoint(hex: string): string {
  const value = Number.parseInt(hex, 16);
  const valid = value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return String.fromCodePoint(valid ? value : 0xfffd);
}

/** Decodes every CSS escape, as the tokenizer does inside URLs and strings. */
function decodeAll(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))/g, (_m, hex, newline, char) =>
    hex ? codePoint(hex) : newline ? '' : (char as string),
  );
}

/**
 * Decodes only escapes that stand for ASCII letters, '-' or '_': enough to unmask every keyword,
 * while `.\31 0` (a class starting with a digit) and `\201C` keep their meaning.
 */
function decodeIdentEscapes(css: string): string {
  return css.replace(/\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?|([g-zG-Z_-]))/g, (match, hex, char) => {
    const decoded = hex ? codePoint(hex) : (char as string);
    return /^[A-Za-z_-]$/.test(decoded) ? decoded : match;
  });
}

/** A URL is allowed only when it is relative to this origin. */
export function isSameOriginRelativeUrl(raw: string): boolean {
  // As the URL parser does: tabs and newlines vanish, C0 controls and spaces are trimmed.
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return !/^[\\/]{2}/.test(value);
}

/** Reads a CSS string starting at its quote; returns its decoded value and the index after it. */
function readString(css: string, start: number): { value: string; end: number } {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote && css[i] !== '\n') i += css[i] === '\\' ? 2 : 1;
  return { value: decodeAll(css.slice(start + 1, Math.min(i, css.length))), end: Math.min(i + 1, css.length) };
}

/** The extent and value of `url(...)` whose argument starts at `start`. */
function readUrl(css: string, start: number): { value: string; end: number } {
  let i = start;
  while (/\s/.test(css[i] ?? '')) i += 1;
  let value: string;
  if (css[i] === '"' || css[i] === "'") {
    const string = readString(css, i);
    value = string.value;
    i = string.end;
  } else {
    const from = i;
    while (i < css.length && css[i] !== ')') i += css[i] === '\\' ? 2 : 1;
    value = decodeAll(css.slice(from, Math.min(i, css.length)));
  }
  while (i < css.length && css[i] !== ')') i += css[i] === '\\' ? 2 : 1;
  return { value, end: Math.min(i + 1, css.length) };
}

/** The extent of a function call whose argument starts at `start`, and every string inside it. */
function readCall(css: string, start: number): { strings: string[]; end: number } {
  const strings: string[] = [];
  let depth = 1;
  let i = start;
  while (i < css.length && depth > 0) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const string = readString(css, i);
      strings.push(string.value);
      i = string.end;
      continue;
    }
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    i += 1;
  }
  return { strings, end: Math.min(i, css.length) };
}

/** Replaces, from the last match to the first, every call the predicate rejects by `none`. */
function replaceCalls(css: string, pattern: RegExp, unsafe: (css: string, argStart: number) => number | null): string {
  const starts = [...css.matchAll(pattern)].map((m) => m.index);
  let result = css;
  for (const index of starts.reverse()) {
    const argStart = result.indexOf('(', index) + 1;
    const end = unsafe(result, argStart);
    if (end !== null) result = `${result.slice(0, index)}none${result.slice(end)}`;
  }
  return result;
}

function pass(css: string): string {
  let out = decodeIdentEscapes(css.replaceAll('\u0000', '\ufffd'));
  out = out.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  out = out.replace(/@import\b[^;]*(?:;|$)/gi, ' ');
  out = replaceCalls(out, /url\(/gi, (text, from) => {
    const { value, end } = readUrl(text, from);
    return isSameOriginRelativeUrl(value) ? null : end;
  });
  out = replaceCalls(out, /(?:-webkit-)?(?:image-set|image|src)\(/gi, (text, from) => {
    const { strings, end } = readCall(text, from);
    return strings.every(isSameOriginRelativeUrl) ? null : end;
  });
  out = out
    .replace(/expression\s*\(/gi, 'blocked(')
    .replace(/(?:javascript|vbscript)\s*:/gi, 'blocked:')
    .replace(/(?:behavior|-moz-binding)\s*:/gi, 'blocked:');
  return out.replace(/</g, '\\3C ');
}

/** Makes operator CSS safe to put inside a `<style>` element. Unfixable input gives ''. */
export function sanitizeCustomCss(css: string | null | undefined): string {
  if (typeof css !== 'string' || css === '') return '';
  let current = css;
  for (let passes = 0; passes < MAX_PASSES; passes += 1) {
    const next = pass(current);
    if (next === current) return current;
    current = next;
  }
  return '';
}
