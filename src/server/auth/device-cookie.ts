// OWASP's device cookie ("Slow down online guessing attacks with device cookies"): a successful
// sign-in leaves a cookie naming the account, signed with the service's key (HMAC-SHA-256), so the
// throttle knows the device signed in before: it counts that device's failures alone (and locks it
// after as many as an address), while every other client shares the account's count. The cookie is
// no credential: it only keeps the way in open; the password (and code) are checked as always.
// HttpOnly, SameSite=Strict, Secure on https, sent only to the operator API's paths.
import { createHmac, randomBytes, timingSafeEqual, createHash } from 'node:crypto';

export const DEVICE_COOKIE_PATH = '/wl/v1/platform/operator';
/** How long a device stays known without signing in (each sign-in renews it). */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** One cookie per account, so a browser used by two operators keeps both. */
export const deviceCookieName = (email: string) => `wl_operator_device_${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<nonce>.<issued s>.<signature over email, nonce, issued>`. */
export function issueDeviceCookie(key: Buffer, email: string, now: number): string {
  const nonce = randomBytes(16).toString('base64url');
  const issued = Math.floor(now / 1000);
  return `${nonce}.${issued}.${sign(key, `${email}|${nonce}|${issued}`)}`;
}

/** The device's nonce when `value` is a cookie this service issued for `email` and not expired; null otherwise. */
export function verifyDeviceCookie(key: Buffer, email: string, value: string, now: number): string | null {
  const [nonce, issued, signature, ...rest] = value.split('.');
  if (!nonce || !issued || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issued)) return null;
  const expected = Buffer.from(sign(key, `${email}|${nonce}|${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (now / 1000 - Number(issued) > DEVICE_COOKIE_MAX_AGE_S) return null;
  return nonce;
}

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function deviceCookieHeader(email: string, value: string, secure: boolean): string {
  return `${deviceCookieName(email)}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
