import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How many entries fit: reads the list's layout, writes nothing. */
function measureFitting(list: HTMLElement, count: number): number {
  const style = getComputedStyle(list);
  const gap = parseFloat(style.columnGap) || 0;
  const pinned = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-pinned]'), (el) => el.getBoundingClientRect().width + gap);
  const width =
    list.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0') - pinned.reduce((sum, w) => sum + w, 0);
  const widths = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-entry]'), (el) => el.getBoundingClientRect().width);
  if (!(width > 0) || widths.every((w) => w === 0)) return count;
  const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (total <= width) return count;
  const more = list.querySelector<HTMLElement>(':scope > [data-menu-more]')?.getBoundingClientRect().width ?? 0;
  let used = 0;
  let fit = 0;
  for (const w of widths) {
    const next = used + (fit > 0 ? gap : 0) + w;
    if (next + gap + more > width) break;
    used = next;
    fit += 1;
  }
  return fit;
}

/**
 * How many of a one-line list's entries (`[data-menu-entry]` children) fit beside its "More" item
 * (`[data-menu-more]`) and its pinned items (`[data-menu-pinned]`, always shown); all of them when
 * they fit without "More", or when there is no layout (tests, or the list hidden on small screens).
 * Entries that do not fit stay rendered, out of sight and of the accessibility tree, so they can be
 * measured again when the width changes.
 * Measured in the ResizeObserver's callback, which runs after the browser's own layout and before
 * paint: the reads force no layout of their own (measuring in a layout effect forced the whole
 * first screen's style and layout inside React's commit), and a changed count is committed at once
 * (flushSync), so the menu never shows on two lines or cut.
 */
export function useFittingCount(listRef: RefObject<HTMLElement | null>, count: number, labels: string): number {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let live = true;
    let measured: number | null = null;
    const measure = (sync: boolean) => {
      if (!live) return;
      const next = measureFitting(list, count);
      if (next === measured) return;
      measured = next;
      // An unchanged count bails out in React without a render.
      if (sync) flushSync(() => setFitting(next));
      else setFitting(next);
    };
    // Without ResizeObserver (old browsers, tests) the list is measured here, before paint.
    if (typeof ResizeObserver === 'undefined') measure(false);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure(true));
    observer?.observe(list);
    // A font that finishes loading may change the entries' widths: observing again brings one more
    // callback after the next layout. (Not `document.fonts.ready`: reading it forces the document's
    // style and layout, here inside React's commit.)
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    const onFonts = () => {
      if (!live) return;
      if (!observer) return measure(false);
      observer.unobserve(list);
      observer.observe(list);
    };
    fonts?.addEventListener?.('loadingdone', onFonts);
    return () => {
      live = false;
      observer?.disconnect();
      fonts?.removeEventListener?.('loadingdone', onFonts);
    };
  }, [listRef, count, labels]);
  return Math.min(fitting, count);
}
