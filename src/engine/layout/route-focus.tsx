import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

const MODAL = '[role="dialog"],[role="alertdialog"],[aria-modal="true"]';

/**
 * After each step forward to a screen (a pushed entry to a new path, or to the same address again:
 * sign-in, a coupon activation), moves focus to the new screen's heading, the `h1` in the main
 * content, once it is rendered (screens load lazily, so it may come later). Not when the
 * member already moved focus elsewhere since the navigation, and never out of an open dialog. Without
 * this a navigation from a control that unmounts leaves focus on the body.
 */
export function RouteFocus() {
  const { key, pathname, search } = useLocation();
  const type = useNavigationType();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const previous = last.current;
    last.current = `${pathname}${search}`;
    // Only a member's own step forward: not the first load, a redirect (replace) or back/forward,
    // nor a change of only the query (a filter, a page) on the same screen.
    if (type !== 'PUSH' || previous === null || (previous !== last.current && previous.split('?')[0] === pathname)) return undefined;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return undefined;
    const before = document.activeElement;
    const place = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const active = document.activeElement;
      const untouched = !active || active === document.body || !active.isConnected || active === before;
      if (untouched && !active?.closest(MODAL)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (place()) return undefined;
    const observer = new MutationObserver(() => {
      if (place()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, pathname, search, type]);
  return null;
}
