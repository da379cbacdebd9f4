import { useEffect, useRef } from 'react';

/**
 * Calls `onReached` when the sentinel element scrolls into view (infinite scroll). Without
 * IntersectionObserver it does nothing; the load-more button remains.
 */
export function useEndOfList<E extends Element>(enabled: boolean, onReached: () => void) {
  const ref = useRef<E>(null);
  const callback = useRef(onReached);
  useEffect(() => {
    callback.current = onReached;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
