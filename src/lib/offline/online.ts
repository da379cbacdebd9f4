import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The browser's idea of being online (false means surely offline; true may still fail). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
