import { useEffect, useEffectEvent, type RefObject } from 'react';
import { focusableIn, focusElement } from './focus';

export interface FocusTrapOptions {
  /** Element focused when the trap starts; defaults to the first focusable one, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onEscape?: () => void;
}

/**
 * While mounted: focus moves into `container`, Tab and Shift+Tab cycle inside it, focus that
 * escapes (a click behind the backdrop, a script) is pulled back, Escape calls onEscape. On
 * unmount focus returns to the element that had it before (the trigger), if it is still there.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { initialFocus, onEscape }: FocusTrapOptions = {}): void {
  const escape = useEffectEvent(() => onEscape?.());

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusElement(initialFocus?.current ?? focusableIn(root)[0] ?? root);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        focusElement(root);
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
        event.preventDefault();
        focusElement(last);
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        focusElement(first);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) focusElement(focusableIn(root)[0] ?? root);
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) focusElement(previous);
    };
    // The trap lives as long as the container; initialFocus is read once on start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);
}
