import type { IdentityMemory } from './tracker';

const KEY = 'portal.analytics.identified';

/** The flag lives in local storage: the vendor's cookie outlives a session-storage session too. */
export const localIdentityMemory: IdentityMemory = {
  get() {
    try {
      return globalThis.localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  set(identified) {
    try {
      if (identified) globalThis.localStorage.setItem(KEY, '1');
      else globalThis.localStorage.removeItem(KEY);
    } catch {
      // Storage unavailable: the next visit cannot know, the member's sign-out still anonymised.
    }
  },
};
