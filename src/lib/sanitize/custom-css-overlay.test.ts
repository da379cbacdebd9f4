import { readFileSync } from 'node:fs';
import { isFunctionNode, isSimpleBlockNode, isTokenNode, parseListOfComponentValues, type ComponentValue } from '@csstools/css-parser-algorithms';
import { TokenType, tokenize } from '@csstools/css-tokenizer';
import { describe, expect, it } from 'vitest';
import { checkCustomCss } from './custom-css';

type Corpus = { cases: { name: string; css: string; within_bounds?: boolean }[] };
const read = (file: string) => JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')) as Corpus;
const overlays = read('css-overlay-corpus.json').cases;
const legitimate = read('css-legitimate-corpus.json').cases;

type Declaration = { selector: string; name: string; value: ComponentValue[] };

/** The declarations of a checked sheet, read back with the spec's parser (keyframes and @media included). */
function declarations(css: string): Declaration[] {
  const out: Declaration[] = [];
  const walk = (nodes: ComponentValue[]) => {
    let prelude: ComponentValue[] = [];
    for (const node of nodes) {
      if (!(isSimpleBlockNode(node) && node.startToken[0] === TokenType.OpenCurly)) {
        prelude.push(node);
        continue;
      }
      const selector = prelude.map(String).join('').trim();
      prelude = [];
      if (selector.startsWith('@')) {
        walk(node.value);
        continue;
      }
      for (const text of node.value.map(String).join('').split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
        const colon = text.indexOf(':');
        if (colon === -1) continue;
        const value = parseListOfComponentValues(tokenize({ css: text.slice(colon + 1) }));
        out.push({ selector, name: text.slice(0, colon).trim().toLowerCase(), value });
      }
    }
  };
  walk(parseListOfComponentValues(tokenize({ css })));
  return out;
}

function flat(nodes: ComponentValue[]): ComponentValue[] {
  return nodes.flatMap((node) => (isFunctionNode(node) || isSimpleBlockNode(node) ? [node, ...flat(node.value)] : [node]));
}

const NEVER = new Set([
  'position', 'top', 'right', 'bottom', 'left', 'inset', 'inset-block', 'inset-inline', 'inset-block-start', 'inset-inline-start',
  'z-index', 'transform', 'translate', 'scale', 'rotate', 'zoom', 'transform-origin', 'offset-path', 'offset-distance', 'float',
  'display', 'visibility', 'opacity', 'pointer-events', 'clip-path', 'clip', 'mask', 'mask-image', '-webkit-mask-image', 'filter',
  'backdrop-filter', 'mix-blend-mode', 'isolation', 'will-change', 'contain', 'container-type', 'content-visibility', 'overflow',
  'order', 'grid-area', 'flex-direction', 'columns', 'column-gap-rule', 'writing-mode', '-webkit-box-reflect', 'border-image',
  'border-image-outset', 'animation-composition', '-webkit-text-stroke', 'position-anchor', 'position-area', 'anchor-name',
]);
const LENGTHS = /^(margin.*|padding.*|border(-[a-z]+)*-width|border(-(top|right|bottom|left|block|inline)(-start|-end)?)?|outline(-width|-offset)?|box-shadow|text-shadow|font(-size)?|line-height|letter-spacing|word-spacing|text-indent|text-underline-offset|text-decoration(-thickness)?|(row-|column-)?gap)$/;
const HEIGHTS = /^(height|max-height|block-size|max-block-size|aspect-ratio)$/;
const PX: Record<string, number> = { px: 1, rem: 16, em: 16, pt: 4 / 3 };

/**
 * What no checked sheet may hold, written independently of the guard's own tables: no property
 * that moves, lifts, hides or clips a box; lengths that can reach over a neighbour in px/rem/em
 * within 48px (margins and indents never negative, no calc(), no var() of a length); heights only
 * on images and controls; short pseudo-element text; easing that never overshoots.
 */
function overlayFindings(css: string): string[] {
  const findings: string[] = [];
  const all = declarations(css);
  const numeric = [TokenType.Dimension, TokenType.Number, TokenType.Percentage];
  const holdsNumber = (d: Declaration) => d.value.some((node) => isTokenNode(node) && numeric.includes(node.value[0]));
  const lengthVars = new Set(all.filter((d) => d.name.startsWith('--') && holdsNumber(d)).map((d) => d.name));
  for (const { selector, name, value } of all) {
    const text = `${selector} { ${name}: ${value.map(String).join('').trim()} }`;
    const nodes = flat(value);
    if (NEVER.has(name)) findings.push(`${text}: ${name}`);
    if (LENGTHS.test(name)) {
      for (const node of nodes) {
        const token = isTokenNode(node) ? node.value : null;
        if (token?.[0] === TokenType.Dimension) {
          const px = PX[token[4].unit.toLowerCase()];
          if (px === undefined) findings.push(`${text}: unit ${token[4].unit}`);
          else if (Math.abs(token[4].value * px) > 48) findings.push(`${text}: ${token[1]} past 48px`);
          if (token[4].value < 0 && /^(margin|text-indent|padding)/.test(name)) findings.push(`${text}: negative`);
        }
        if (token?.[0] === TokenType.Ident && /^(inherit|revert|revert-layer)$/i.test(token[4].value)) findings.push(`${text}: ${token[4].value}`);
        if (isFunctionNode(node) && node.getName().toLowerCase() === 'calc') findings.push(`${text}: calc()`);
        if (isFunctionNode(node) && node.getName().toLowerCase() === 'var' && lengthVars.has(String(node.value[0]).trim())) findings.push(`${text}: var() of a length`);
      }
    }
    if (name === 'font-size' && /\d(em|%)/i.test(value.map(String).join(''))) findings.push(`${text}: compounding font size`);
    if (HEIGHTS.test(name) && !selector.split(',').every((s) => /(^|[\s>+~])(img|svg|video|canvas|input|button|select|textarea)([.#[:][^\s>+~:]*|:(?!:)[^\s>+~]*)*$/i.test(s.trim()) && !s.includes('::'))) {
      findings.push(`${text}: a height on a box that holds content`);
    }
    if (name === 'content') {
      const chars = nodes.filter((n) => isTokenNode(n) && n.value[0] === TokenType.String).reduce((sum, n) => sum + [...String((n.value as [TokenType.String, string, number, number, { value: string }])[4].value)].length, 0);
      if (chars > 32) findings.push(`${text}: ${chars} characters`);
    }
    for (const node of nodes) {
      if (!isFunctionNode(node)) continue;
      const fn = node.getName().toLowerCase();
      if (fn === 'linear') findings.push(`${text}: linear()`);
      if (fn === 'cubic-bezier' && node.value.map(String).join('').split(',').some((n) => Number(n) < 0 || Number(n) > 1)) findings.push(`${text}: overshooting cubic-bezier()`);
    }
  }
  return findings;
}

describe('custom CSS cannot cover the portal: the overlay corpus', () => {
  it('holds at least 30 attempts, the issue\'s outage box among them', () => {
    expect(overlays.length).toBeGreaterThanOrEqual(30);
    expect(overlays.map((c) => c.css)).toContain('form::before{content:"Service outage: call +420...";display:block;position:relative;height:320px;margin-bottom:-320px;background:#c00}');
  });

  it.each(overlays.filter((c) => !c.within_bounds).map((c) => [c.name, c.css]))('%s: refused, with a finding', (_name, css) => {
    const { css: out, warnings } = checkCustomCss(css);
    expect(warnings.length, out).toBeGreaterThan(0);
    expect(overlayFindings(out)).toEqual([]);
    expect(checkCustomCss(out), 'the output passes again unchanged').toEqual({ css: out, warnings: [] });
  });

  it.each(overlays.filter((c) => c.within_bounds).map((c) => [c.name, c.css]))('%s: passes, within the bounds', (_name, css) => {
    const { css: out, warnings } = checkCustomCss(css);
    expect(warnings).toEqual([]);
    expect(overlayFindings(out)).toEqual([]);
  });

  it('names the property and why for each part of the issue\'s outage box', () => {
    const { css, warnings } = checkCustomCss(overlays[0]!.css);
    expect(css).toBe('form::before { content: "Service outage: call +420..."; background: #c00 }');
    expect(warnings).toEqual([
      expect.stringMatching(/^declaration dropped \(line 1, column 53\): display: block: not allowed, it hides the portal's own elements, lets clicks through them or changes their layout/),
      expect.stringMatching(/^declaration dropped \(line 1, column 67\): position: relative: not allowed, it takes a box out of the flow or lifts it/),
      expect.stringMatching(/^declaration dropped \(line 1, column 85\): height: 320px: a height only on img, svg, video, canvas, input, button, select or textarea/),
      'declaration dropped (line 1, column 98): margin-bottom: -320px: -320px is outside 0–48px or auto (a negative margin pulls the next box over this one; a large one pushes the page away)',
    ]);
  });

  it('sees what it looks for (the oracle finds the overlays in the unchecked rules)', () => {
    const raw = overlays.map((c) => c.css).join('\n');
    const findings = overlayFindings(raw).join('\n');
    for (const expected of ['position', 'past 48px', 'negative', 'calc()', 'var() of a length', 'a height on a box', 'characters', 'overshooting', 'linear()', 'compounding', 'inherit']) {
      expect(findings).toContain(expected);
    }
  });
});

describe('custom CSS keeps what operators need: the legitimate corpus', () => {
  it.each(legitimate.map((c) => [c.name, c.css]))('%s: passes whole', (_name, css) => {
    const { css: out, warnings, incomplete } = checkCustomCss(css);
    expect(warnings).toEqual([]);
    expect(incomplete).toBeUndefined();
    expect(declarations(out).length).toBe(declarations(css).length);
    expect(overlayFindings(out)).toEqual([]);
  });

  it('keeps a colour var() in a border or shadow only when the sheet sets it to colours alone', () => {
    expect(checkCustomCss(':root{--c:#005fcc} a{border:2px solid var(--c);box-shadow:0 0 0 3px var(--c, red)}').warnings).toEqual([]);
    const { warnings } = checkCustomCss(':root{--c:#005fcc} .x{--c:300px} a{border:2px solid var(--c)} b{border:var(--c) solid}');
    expect(warnings).toEqual([
      expect.stringMatching(/border: 2px solid var\(--c\): var\(\) here/),
      expect.stringMatching(/border: var\(--c\) solid: var\(\) here/),
    ]);
    expect(checkCustomCss('@keyframes k{to{--w:300px}} :root{--w:red} a{border-top:var(--w) solid}').warnings).toHaveLength(1);
  });

  it('lets vertical padding take room on images and controls, and keeps pseudo-elements within half a control', () => {
    expect(checkCustomCss('button, input[type=email]{padding:24px 48px}').warnings).toEqual([]);
    expect(checkCustomCss('a{padding:24px 0}').warnings).toEqual([expect.stringMatching(/padding: 24px 0: 24px is outside 0–8px \(the padding of an inline box/)]);
    expect(checkCustomCss('a{padding:8px 48px;border:4px solid red;font-size:48px}').warnings).toEqual([]);
    const { warnings } = checkCustomCss('a::after{content:"x";padding:8px 0;border:4px solid red;font-size:48px}');
    expect(warnings).toEqual([
      expect.stringMatching(/padding: 8px 0: 8px is outside 0–4px/),
      expect.stringMatching(/border: 4px solid red: 4px is outside 0–2px/),
      expect.stringMatching(/font-size: 48px: 48px is outside 8–24px/),
    ]);
    expect(checkCustomCss('@keyframes k{to{padding-top:8px}}').warnings).toHaveLength(1);
    expect(checkCustomCss('p{line-height:12px} h1{line-height:0.8} li{line-height:150%}').warnings).toEqual([
      expect.stringMatching(/line-height: 12px: 12px: no lengths here \(1–3 or normal: a line lower than its text/),
      expect.stringMatching(/line-height: 0.8: 0.8 is outside 1–3 or normal/),
      expect.stringMatching(/line-height: 150%: 150%: no percentages here/),
    ]);
  });

  it('gives heights to images and controls only', () => {
    expect(checkCustomCss('header img, .logo > svg, form input[type=email]:focus{height:40px}').warnings).toEqual([]);
    for (const selector of ['header', 'img::before', 'img .x', 'img, form', 'button *', 'input:first-line']) {
      expect(checkCustomCss(`${selector}{height:40px}`).warnings, selector).toHaveLength(1);
    }
  });
});
