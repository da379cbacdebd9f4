// What one journey step hands to the next across a navigation (kept in sessionStorage so a reload
// on /otp-verify or /register-after-verify does not lose it; never holds a token).
const RETURN_KEY = 'portal.return-to';
const SMS_PHONE_KEY = 'portal.sms-phone';
const CARD_VERIFICATION_KEY = 'portal.card-verification';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Without storage the step after simply asks again.
  }
}

/** A visitor sent to sign-in from a member route comes back there after signing in. */
export function rememberReturnPath(path: string) {
  if (path.startsWith('/') && !path.startsWith('//')) write(RETURN_KEY, path);
}

/** Logout and token loss: the next person to sign in on this tab starts at home. */
export function forgetReturnPath() {
  write(RETURN_KEY, null);
}

export function takeReturnPath(): string {
  const path = read(RETURN_KEY);
  write(RETURN_KEY, null);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

export const smsPhone = { get: () => read(SMS_PHONE_KEY), set: (phone: string | null) => write(SMS_PHONE_KEY, phone) };

export type CardVerificationState = { card_number: string; verification_token: string; prefill?: Record<string, string> };

export const cardVerification = {
  get(): CardVerificationState | null {
    try {
      return JSON.parse(read(CARD_VERIFICATION_KEY) ?? 'null') as CardVerificationState | null;
    } catch {
      return null;
    }
  },
  set(state: CardVerificationState | null) {
    write(CARD_VERIFICATION_KEY, state ? JSON.stringify(state) : null);
  },
};
