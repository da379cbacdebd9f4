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
 * The operator's page as the frame's document. The frame (srcdoc) inherits the portal's CSP, so:
 * every link opens in a new tab (an injected <base target>); <style> elements take the portal's
 * nonce; `style` attributes are deferred and applied through the CSSOM on load; scripts (which the
 * sandbox would not run anyway) and external stylesheets (style-src 'self' blocks them) are dropped.
 */
export function frameDocument(html: string): string {
  const doc = new DOMParser().parseFromString(deferInlineStyles(html), 'text/html');
  for (const element of doc.querySelectorAll('script, link[rel~="stylesheet" i], meta[http-equiv]')) element.remove();
  const base = doc.createElement('base');
  base.target = '_blank';
  doc.head.prepend(base);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
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
