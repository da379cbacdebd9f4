import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MenuIcon } from '@/engine/layout';
import { focusVisible } from '@/engine/theme';
import { onScreenShown } from '@/lib/first-screen';
import { whenIdle } from '@/lib/when-idle';
import type { MobileMenuProps } from './drawer-panel';

const loadDrawer = () => import('./drawer-panel');
const Drawer = lazy(loadDrawer);

export type { MobileMenuProps };

const Hamburger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: none;
  color: inherit;
  cursor: pointer;
  ${focusVisible}
  @media (min-width: ${({ theme }) => theme.breakpoints[0]}) {
    display: none;
  }
`;

/**
 * Below 600px: the hamburger button and the right-side drawer (70vw) it opens. The drawer is a
 * modal dialog: focus is trapped inside, Escape, the close button, the backdrop and every link
 * close it, and focus returns to the hamburger.
 */
export function MobileMenu({ entries, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const drawerId = useId();

  // The drawer's chunk comes when the browser is first idle after the first screen has settled
  // (not among its requests), not on the first tap.
  useEffect(() => {
    let cancelIdle = () => {};
    const stop = onScreenShown(() => {
      cancelIdle = whenIdle(() => void loadDrawer().catch(() => undefined));
    });
    return () => {
      stop();
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <Hamburger
        ref={button}
        type="button"
        aria-label={t('menu.open')}
        aria-expanded={open}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={24} />
      </Hamburger>
      {open && (
        <Suspense fallback={null}>
          <Drawer id={drawerId} entries={entries} onLogout={onLogout} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
