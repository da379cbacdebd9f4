// A syntax and depth check of JSON text before JSON.parse: one pass, no recursion, so text nested
// 200,000 deep gives a finding rather than a stack overflow, and a parse error is reported by line
// without quoting the text (an error message must never echo a file's content).

export type ScanProblem = { kind: 'syntax' | 'depth'; line: number };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /["\\/bfnrt]/;
const HEX4 = /^[0-9a-fA-F]{4}$/;

type State = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after';

/** The first problem of `text` as JSON (a syntax error, or nesting deeper than `maxDepth`), or undefined. */
export function scanJson(text: string, maxDepth: number): ScanProblem | undefined {
  const containers: string[] = [];
  let i = 0;
  let line = 1;
  let state: State = 'value';
  const syntax = (): ScanProblem => ({ kind: 'syntax', line });

  const skipSpace = () => {
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      else if (c !== 32 && c !== 9 && c !== 13) return;
    }
  };
  /** Moves past the string starting at `i`; false when it is not a valid JSON string. */
  const string = (): boolean => {
    for (i++; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const next = text[i + 1] ?? '';
        if (next === 'u') {
          if (!HEX4.test(text.slice(i + 2, i + 6))) return false;
          i += 5;
        } else if (ESCAPE.test(next)) i++;
        else return false;
      }
    }
    return false;
  };
  const scalar = (): boolean => {
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return true;
      }
    }
    NUMBER.lastIndex = i;
    if (!NUMBER.test(text)) return false;
    i = NUMBER.lastIndex;
    return true;
  };

  for (;;) {
    skipSpace();
    if (i >= text.length) return state === 'after' && containers.length === 0 ? undefined : syntax();
    const c = text[i];
    switch (state) {
      case 'value':
      case 'valueOrClose':
        if (state === 'valueOrClose' && c === ']') {
          containers.pop();
          i++;
          state = 'after';
        } else if (c === '{' || c === '[') {
          containers.push(c === '{' ? '}' : ']');
          if (containers.length > maxDepth) return { kind: 'depth', line };
          i++;
          state = c === '{' ? 'keyOrClose' : 'valueOrClose';
        } else if (c === '"') {
          if (!string()) return syntax();
          state = 'after';
        } else if (scalar()) state = 'after';
        else return syntax();
        break;
      case 'key':
      case 'keyOrClose':
        if (state === 'keyOrClose' && c === '}') {
          containers.pop();
          i++;
          state = 'after';
        } else if (c === '"' && string()) state = 'colon';
        else return syntax();
        break;
      case 'colon':
        if (c !== ':') return syntax();
        i++;
        state = 'value';
        break;
      case 'after': {
        const close = containers.at(-1);
        if (close === undefined) return syntax();
        if (c === ',') state = close === '}' ? 'key' : 'value';
        else if (c === close) containers.pop();
        else return syntax();
        i++;
        break;
      }
    }
  }
}
