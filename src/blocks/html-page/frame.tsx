import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { preparePage, showPage } from './page-document';

/*
 * The sandbox has no allow-scripts: nothing in an operator's page can run, so allow-same-origin is
 * safe and lets the portal fill and measure the frame's document (same origin WITH scripts would let
 * the page remove its own sandbox). allow-popups(-to-escape-sandbox) lets links open normally in a new
 * tab (every link targets _blank, see page-document.ts). Forms cannot submit (no allow-forms).
 */
export const SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * The frame's own document: empty and the same for every page, so its `srcdoc` says nothing (no
 * page markup, no nonce); the page's nodes are imported once it has loaded (page-document.ts).
 */
export const FRAME_SKELETON = '<!doctype html><html><head></head><body></body></html>';

/** The frame grows with its page up to this height (CSS px); a longer page scrolls inside it. */
export const FRAME_MAX_HEIGHT = 20_000;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
`;

/** A full-width sandboxed frame sized to its content up to FRAME_MAX_HEIGHT (re-measured as images load or fonts swap). */
export function HtmlFrame({ html, title, onLoad }: { html: string; title: string; onLoad: () => void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const cleanup = useRef<() => void>(undefined);
  const page = useMemo(() => preparePage(html), [html]);

  useEffect(() => () => cleanup.current?.(), []);

  const handleLoad = () => {
    const doc = ref.current?.contentDocument;
    cleanup.current?.();
    if (doc?.documentElement) {
      showPage(doc, page);
      const measure = () => setHeight(Math.min(FRAME_MAX_HEIGHT, Math.ceil(doc.documentElement.scrollHeight)));
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
      // A new page is a new frame: its document is filled once, on load.
      key={html}
      ref={ref}
      title={title}
      sandbox={SANDBOX}
      srcDoc={FRAME_SKELETON}
      onLoad={handleLoad}
      style={{ height }}
      referrerPolicy="no-referrer"
    />
  );
}
