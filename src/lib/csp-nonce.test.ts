import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, createNoncedStyle, cspNonce, deferInlineStyles } from './csp-nonce';

function addNonceMeta(nonce: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = nonce;
  document.head.append(meta);
  return meta;
}

afterEach(() => document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove()));

describe('cspNonce', () => {
  it('reads the nonce the server wrote into index.html, none without the meta', () => {
    expect(cspNonce()).toBeUndefined();
    expect(createNoncedStyle().hasAttribute('nonce')).toBe(false);
    addNonceMeta('abc123');
    expect(cspNonce()).toBe('abc123');
    expect(createNoncedStyle().getAttribute('nonce')).toBe('abc123');
  });
});

describe('deferInlineStyles', () => {
  it('renames style attributes in any position and quoting, leaving values and text alone', () => {
    expect(deferInlineStyles('<p style="color:red" title="a style=b>c">style="x"</p>')).toBe(
      '<p data-portal-style="color:red" title="a style=b>c">style="x"</p>',
    );
    expect(deferInlineStyles("<img/STYLE='margin:0'src=x><b class=s style=top:0>")).toBe(
      "<img/data-portal-style='margin:0'src=x><b class=s data-portal-style=top:0>",
    );
  });

  it('turns <style> elements into inert carriers without a nonce and drops deferred styles the HTML brought itself', () => {
    addNonceMeta('n1');
    expect(deferInlineStyles('<STYLE nonce="guess">p{}</style ><p data-portal-style="x">')).toBe(
      '<script type="text/x-portal-style">p{}</script ><p>',
    );
  });

  it('stays fast on an unterminated tag with a long run of spaces', () => {
    const html = `<a${' '.repeat(50_000)}b`;
    expect(deferInlineStyles(html)).toBe(html);
  });
});

describe('applyDeferredStyles', () => {
  it('applies deferred styles through the CSSOM and removes the attribute', () => {
    const host = document.createElement('div');
    host.innerHTML = deferInlineStyles('<p style="color: red; margin-top: 2px">x</p>');
    applyDeferredStyles(host);
    const p = host.querySelector('p')!;
    expect(p.style.color).toBe('red');
    expect(p.style.marginTop).toBe('2px');
    expect(p.hasAttribute('data-portal-style')).toBe(false);
  });

  it('lets a filter remove properties before they apply', () => {
    const host = document.createElement('div');
    host.innerHTML = deferInlineStyles('<p style="color: red; position: fixed">x</p>');
    applyDeferredStyles(host, (style) => style.removeProperty('position'));
    const p = host.querySelector('p')!;
    expect(p.style.color).toBe('red');
    expect(p.style.position).toBe('');
  });
});
