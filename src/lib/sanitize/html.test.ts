import { readFileSync } from 'node:fs';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { applySanitizedStyles, sanitizeHtml } from './html';

interface Corpus {
  count: number;
  cases: { title: string; payload: string }[];
}

const corpus = JSON.parse(readFileSync('/work/shared/corpora/xss-payloads.json', 'utf8')) as Corpus;

const forbiddenTags = new Set(['script', 'object', 'embed', 'iframe', 'frame', 'frameset', 'base', 'link', 'meta', 'style', 'form', 'applet']);

/** Every problem found in sanitised HTML once the browser (jsdom) has parsed it again. */
function problems(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  const visit = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName.toLowerCase();
      if (forbiddenTags.has(tag)) found.push(`<${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        const lower = name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (lower.startsWith('on')) found.push(`${tag}[${name}]`);
        if (lower === 'srcdoc') found.push(`${tag}[srcdoc]`);
        // Plain-text attributes may say anything; every other attribute is treated as a URL.
        const text = lower === 'title' || lower === 'alt' || lower.startsWith('aria-');
        if (!text && /^(javascript|vbscript|livescript):/.test(compact)) found.push(`${tag}[${name}=${value}]`);
        if (tag === 'a' && lower.endsWith('href') && compact.startsWith('data:')) found.push(`a[${name}=data:]`);
      }
      if (tag === 'a' && element.hasAttribute('href')) {
        if (element.getAttribute('target') !== '_blank') found.push('a without target=_blank');
        if (element.getAttribute('rel') !== 'noopener noreferrer') found.push('a without rel');
      }
      if (element instanceof HTMLTemplateElement) visit(element.content);
    }
  };
  visit(host);
  return found;
}

describe('sanitizeHtml against the DOMPurify XSS corpus', () => {
  it('holds all 223 cases', () => {
    expect(corpus.cases).toHaveLength(223);
    expect(corpus.count).toBe(223);
  });

  it('has a checker that sees the attacks in the raw payloads', () => {
    const unsafe = corpus.cases.filter((c) => problems(c.payload).length > 0);
    expect(unsafe.length).toBeGreaterThan(60);
  });

  it.each(corpus.cases.map((c, index) => [index, c.title, c.payload] as const))(
    'case %i: %s',
    (_index, _title, payload) => {
      const clean = sanitizeHtml(payload);
      expect(problems(clean)).toEqual([]);
      // Sanitising its own output finds nothing more to fix.
      expect(problems(sanitizeHtml(clean))).toEqual([]);
    },
  );
});

describe('sanitizeHtml', () => {
  it('keeps the formatting of a consent text', () => {
    const html = '<h2>Terms</h2><p>Read <strong>all</strong> of <em>this</em>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps inline styles, deferred so a strict CSP lets them apply through the CSSOM', () => {
    expect(sanitizeHtml('<p style="color: red">x</p>')).toBe('<p data-portal-style="color: red;">x</p>');
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<p style="color: red">x</p>');
    applySanitizedStyles(host);
    expect(host.querySelector('p')?.style.color).toBe('red');
    expect(host.querySelector('p')?.hasAttribute('data-portal-style')).toBe(false);
  });

  it('keeps only text-level style properties: nothing that positions, layers, sizes or fetches', () => {
    const layered = [
      'position: fixed; inset: 0; z-index: 2147483647; color: red',
      'position:absolute;top:0;left:0;width:100vw;height:100vh;color:red',
      'position: sticky; top: 0; color: red',
      'color: red; background: url(https://evil.example/x.png)',
      'color: red; background-image: image-set("https://evil.example/x.png" 1x)',
      'color: red; transform: scale(50); display: block; opacity: 0.5',
      'color: red; --x: url(https://evil.example/y); background-color: var(--x)',
    ];
    for (const style of layered) {
      const host = document.createElement('div');
      host.innerHTML = sanitizeHtml(`<p style="${style}">x</p>`);
      applySanitizedStyles(host);
      const p = host.querySelector('p')!;
      expect(p.style.color, style).toBe('red');
      for (const property of ['position', 'z-index', 'top', 'left', 'width', 'height', 'transform', 'display', 'opacity', 'background-image', '--x']) {
        expect(p.style.getPropertyValue(property), `${property} of ${style}`).toBe('');
      }
      expect(p.style.cssText, style).not.toMatch(/url|image-set|var\(/);
    }
    for (const style of ['background: var(--x)', 'margin: var(--y) 0', 'color: red; border: var(--z)']) {
      expect(sanitizeHtml(`<p style="${style}">x</p>`), style).not.toMatch(/var\(/);
    }
    // A style attribute with nothing allowed is dropped as a whole.
    expect(sanitizeHtml('<p style="position: fixed">x</p>')).toBe('<p>x</p>');
    // Deferred styles the markup brought itself are filtered when they apply, too.
    const host = document.createElement('div');
    host.innerHTML = '<p data-portal-style="position: fixed; z-index: 9; margin-top: 4px">x</p>';
    applySanitizedStyles(host);
    expect(host.querySelector('p')!.style.cssText).toBe('margin-top: 4px;');
  });

  it('drops role attributes, so server HTML cannot pose as a dialog or an alert', () => {
    const clean = sanitizeHtml('<div role="dialog" aria-modal="true"><p role="alert">Sign again</p></div>');
    expect(clean).not.toMatch(/role=/);
    expect(clean).toContain('Sign again');
  });

  it('removes scripts and event handlers', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">a</p><script>alert(1)</script><img src="x" onerror="alert(1)">')).toBe(
      '<p>a</p><img src="x">',
    );
  });

  it('removes javascript: URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('opens links in a new tab without opener or referrer', () => {
    expect(sanitizeHtml('<a href="https://example.com/terms" target="_self">terms</a>')).toBe(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a>',
    );
  });

  it('drops a target on an anchor without href', () => {
    expect(sanitizeHtml('<a target="_top" name="x">x</a>')).toBe('<a name="x">x</a>');
  });

  it('removes forms, style elements, frames and embedded objects, keeping their text', () => {
    const html =
      '<form action="https://evil.example"><input name="card"><button>Go</button></form>' +
      '<style>body{display:none}</style><iframe srcdoc="<script>alert(1)</script>"></iframe>' +
      '<object data="x.swf"></object><embed src="x.swf"><p>kept</p>';
    expect(sanitizeHtml(html)).toBe('Go<p>kept</p>');
  });

  it('removes SVG and MathML', () => {
    expect(sanitizeHtml('<svg><a href="javascript:alert(1)"><text>x</text></a></svg><math><mi>x</mi></math>ok')).toBe(
      'ok',
    );
  });

  it('gives an empty string for no input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('does not change the shared DOMPurify instance', () => {
    sanitizeHtml('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com">x</a>');
  });
});
