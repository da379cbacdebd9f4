import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a one-line list's entries (`[data-menu-entry]` children) fit beside its "More" item
 * (`[data-menu-more]`) and its pinned items (`[data-menu-pinned]`, always shown); all of them when
 * they fit without "More", or when there is no layout (tests).
 * Entries that do not fit stay rendered, out of sight and of the accessibility tree, so they can be
 * measured again when the width changes. Measured before paint: the menu never shows on two lines.
 */
export function useFittingCount(listRef: RefObject<HTMLElement | null>, count: number, labels: string): number {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const style = getComputedStyle(list);
      const gap = parseFloat(style.columnGap) || 0;
      const pinned = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-pinned]'), (el) => el.getBoundingClientRect().width + gap);
      const width =
        list.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0') - pinned.reduce((sum, w) => sum + w, 0);
      const widths = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-entry]'), (el) => el.getBoundingClientRect().width);
      if (!(width > 0) || widths.every((w) => w === 0)) return setFitting(count);
      const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
      if (total <= width) return setFitting(count);
      const more = list.querySelector<HTMLElement>(':scope > [data-menu-more]')?.getBoundingClientRect().width ?? 0;
      let used = 0;
      let fit = 0;
      for (const w of widths) {
        const next = used + (fit > 0 ? gap : 0) + w;
        if (next + gap + more > width) break;
        used = next;
        fit += 1;
      }
      setFitting(fit);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [listRef, count, labels]);
  return Math.min(fitting, count);
}
