import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { entryStyle } from './menu-entry-style';

const Wrapper = styled.div`
  position: relative;
`;

const Button = styled.button`
  ${entryStyle}
  gap: 6px;
  white-space: nowrap;
  &[aria-expanded='true'] {
    border-bottom-color: ${({ theme }) => theme.menu.underline};
  }
`;

const Chevron = styled.span`
  display: inline-block;
  width: 0.45em;
  height: 0.45em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  [aria-expanded='true'] > & {
    transform: translateY(25%) rotate(-135deg);
  }
`;

const Panel = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  min-width: 220px;
  margin: 0;
  padding: 8px 16px;
  list-style: none;
  background: ${({ theme }) => theme.menu.background};
  color: ${({ theme }) => theme.menu.text};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  &[hidden] {
    display: none;
  }
`;

/**
 * The "More" entry of the top menu: a disclosure button (aria-expanded, aria-controls) showing the
 * entries that do not fit on the line. Escape closes it and returns focus to the button; it closes
 * when focus or a click goes elsewhere, and on navigation.
 */
export function MenuMore({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((was) => ((typeof next === 'function' ? next(was === pathname) : next) ? pathname : null));
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <Wrapper
      ref={wrapper}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
        {t('menu.more')}
        <Chevron aria-hidden="true" />
      </Button>
      <Panel id={id} hidden={!open}>
        {children(() => setOpen(false))}
      </Panel>
    </Wrapper>
  );
}
