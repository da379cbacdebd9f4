import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { focusVisible } from '@/engine/theme';
import { applySanitizedStyles, sanitizeHtml } from '@/lib/sanitize';

/** Spec 4: the consent version is shown in a 500px-high pane. */
export const CONSENT_PANE_HEIGHT = 500;
/** Pixels from the bottom that still count as "read to the end" (sub-pixel rounding, zoom). */
const END_TOLERANCE = 4;

const Pane = styled.div`
  box-sizing: border-box;
  height: ${CONSENT_PANE_HEIGHT}px;
  /* A short viewport keeps the buttons below the pane on screen. */
  max-height: calc(100vh - 200px);
  min-height: 200px;
  overflow-y: auto;
  overflow-x: hidden;
  /* Server markup stays inside: the pane clips, contains positioned children and stacks them. */
  contain: paint;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  line-height: 1.5;
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  ${focusVisible}
`;

function atEnd(el: HTMLElement): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - END_TOLERANCE;
}

export interface ConsentTextPaneProps {
  /** Unsanitised HTML of the consent version; sanitised here. */
  html: string;
  /** Accessible name of the scroll region (the consent title). */
  label: string;
  /** Called when the text has been scrolled to its end, or at once when it fits without scrolling. */
  onReachEnd: () => void;
  /** Receives the pane element (e.g. to focus it first in a dialog). */
  paneRef?: RefObject<HTMLDivElement | null>;
  describedBy?: string;
}

/** The sanitised consent text in a focusable scroll region, so keyboard users can scroll it. */
export function ConsentTextPane({ html, label, onReachEnd, paneRef, describedBy }: ConsentTextPaneProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const attach = useCallback(
    (el: HTMLDivElement | null) => {
      if (paneRef) paneRef.current = el;
      if (el) applySanitizedStyles(el);
      // The content is in the DOM when the ref attaches: a short text needs no scrolling.
      if (el && safe && atEnd(el)) onReachEnd();
    },
    [paneRef, onReachEnd, safe],
  );
  return (
    <Pane
      ref={attach}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onScroll={(event) => {
        if (atEnd(event.currentTarget)) onReachEnd();
      }}
      data-testid="consent-text"
      // Sanitised by DOMPurify (@/lib/sanitize): no script, event handlers or forms survive.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/** A pane ref and the read-to-end state of one text (reset when the text changes). */
export function useConsentPane(html: string) {
  const paneRef = useRef<HTMLDivElement>(null);
  const [readHtml, setReadHtml] = useState<string | null>(null);
  const onReachEnd = useCallback(() => setReadHtml(html), [html]);
  return { paneRef, reachedEnd: readHtml !== null && readHtml === html, onReachEnd };
}
