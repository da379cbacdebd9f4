import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { applyDeferredStyles, deferInlineStyles } from '@/lib/csp-nonce';

/*
 * The sandbox has no allow-scripts: nothing in an operator's page can run, so allow-same-origin is
 * safe and lets the portal measure the document to size the frame (same origin WITH scripts would let
 * the page remove its own sandbox). allow-popups(-to-escape-sandbox) lets links open normally in a new
 * tab (every link targets _blank through an injected <base>). Forms cannot submit (no allow-forms).
 */
export const SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * The operator's page as the frame's document. The srcdoc frame inherits the portal's CSP, so its
 * `style` attributes are deferred (applied through the CSSOM on load) and its <style> elements take
 * the nonce (@/lib/csp-nonce); every link opens in a new tab.
 */
export function frameDocument(html: string): string {
  return withBaseTarget(deferInlineStyles(html));
}

/** Makes every link of the document open in a new tab. */
export function withBaseTarget(html: string): string {
  const base = '<base target="_blank">';
  for (const tag of [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i, /<!doctype[^>]*>/i]) {
    const match = tag.exec(html);
    if (match) return html.slice(0, match.index + match[0].length) + base + html.slice(match.index + match[0].length);
  }
  return base + html;
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
`;

/** A full-width sandboxed frame sized to its content (re-measured as images load or fonts swap). */
export function HtmlFrame({ html, title, onLoad }: { html: string; title: string; onLoad: () => void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const cleanup = useRef<() => void>(undefined);

  useEffect(() => () => cleanup.current?.(), []);

  const handleLoad = () => {
    const doc = ref.current?.contentDocument;
    cleanup.current?.();
    if (doc?.documentElement) {
      applyDeferredStyles(doc);
      const measure = () => setHeight(Math.ceil(doc.documentElement.scrollHeight));
      measure();
      if (typeof ResizeObserver !== 'undefined') {
        const observer = new ResizeObserver(measure);
        observer.observe(doc.documentElement);
        cleanup.current = () => observer.disconnect();
      }
    }
    onLoad();
  };

  return (
    <Frame
      ref={ref}
      title={title}
      sandbox={SANDBOX}
      srcDoc={frameDocument(html)}
      onLoad={handleLoad}
      style={{ height }}
      referrerPolicy="no-referrer"
    />
  );
}
