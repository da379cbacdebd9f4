import { useReducer } from 'react';

/** What the banner depends on: the sign-in state and the member's is_verified (undefined while loading). */
export interface BannerInputs {
  signedIn: boolean;
  verified: boolean | undefined;
}

export interface BannerState extends BannerInputs {
  dismissed: boolean;
}

export type BannerEvent = { type: 'dismiss' } | ({ type: 'sync' } & BannerInputs);

/**
 * Dismissing hides the banner until the verification or sign-in state changes; any such change
 * resets the dismissal, so the banner reappears as soon as it applies again.
 */
export function bannerReducer(state: BannerState, event: BannerEvent): BannerState {
  if (event.type === 'dismiss') return state.dismissed ? state : { ...state, dismissed: true };
  if (event.signedIn === state.signedIn && event.verified === state.verified) return state;
  return { signedIn: event.signedIn, verified: event.verified, dismissed: false };
}

/** Shown when signed in and is_verified is false (not while the user loads), until dismissed. */
export function bannerVisible(state: BannerState): boolean {
  return state.signedIn && state.verified === false && !state.dismissed;
}

export function useVerifyBanner(inputs: BannerInputs): { visible: boolean; dismiss: () => void } {
  const [state, dispatch] = useReducer(bannerReducer, inputs, (initial) => ({ ...initial, dismissed: false }));
  // Reset during render when the inputs change (React's "adjust state on prop change" pattern):
  // no frame shows a stale dismissal.
  const current = bannerReducer(state, { type: 'sync', ...inputs });
  if (current !== state) dispatch({ type: 'sync', ...inputs });
  return { visible: bannerVisible(current), dismiss: () => dispatch({ type: 'dismiss' }) };
}
