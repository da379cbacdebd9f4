import { useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface PopoverProps {
  /** The element the popover points at (its trigger); clicks on it do not count as outside. */
  anchor: RefObject<HTMLElement | null>;
  /** id for the trigger's aria-controls / aria-describedby. */
  id: string;
  /** Called on Escape and on a pointer press outside the anchor and the popover. */
  onClose: () => void;
  children: ReactNode;
}

const GAP = 8;
const MARGIN = 8;

const Bubble = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  box-sizing: border-box;
  max-width: min(260px, calc(100vw - ${2 * MARGIN}px));
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.black};
  color: ${({ theme }) => theme.colors.white};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 14px;
  line-height: 1.4;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
`;

/**
 * A non-modal hint under its anchor (in a portal, so a clipped tile cannot cut it). It is a
 * polite status message, so it is announced without moving focus; focus stays on the trigger,
 * and Escape dismisses it. Render it only while open. Position is measured once when it opens.
 */
export function Popover({ anchor, id, onClose, children }: PopoverProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useLayoutEffect(() => {
    const target = anchor.current;
    const el = bubble.current;
    if (!target || !el) return;
    const rect = target.getBoundingClientRect();
    const width = el.offsetWidth;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const centre = rect.left + rect.width / 2;
    const left = Math.max(MARGIN, Math.min(centre - width / 2, viewport - width - MARGIN));
    el.style.transform = `translate(${Math.round(left + window.scrollX)}px, ${Math.round(rect.bottom + GAP + window.scrollY)}px)`;
  }, [anchor]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (target && (anchor.current?.contains(target) || bubble.current?.contains(target))) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as (event: Event) => void);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as (event: Event) => void);
    };
  }, [anchor]);

  return createPortal(
    <Bubble ref={bubble} id={id} role="status" aria-live="polite">
      {children}
    </Bubble>,
    document.body,
  );
}
