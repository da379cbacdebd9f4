// Second factor: TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30 s, one
// step of clock drift either side. The QR code is an SVG (no canvas on the server).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_WINDOW = 1;

const totpOf = (secret: string, label = 'operator', issuer = 'Loyalty studio') => new TOTP({ issuer, label, secret: Secret.fromBase32(secret), ...TOTP_SETTINGS });

/** A new 160-bit secret (base32) for an operator to enrol. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the studio shows to enrol: the otpauth URI and that URI as a QR code (an SVG data URL). */
export async function totpEnrolment(secret: string, label: string, issuer: string): Promise<{ otpauth_uri: string; qr_svg: string }> {
  const uri = totpOf(secret, label, issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauth_uri: uri, qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to (within the window), or null when it is wrong. The caller keeps
 * the last accepted step and refuses it and earlier ones, so a code is good once (ASVS 6.5.1).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
}

/** The current code (tests and the demo's own checks). */
export const totpCode = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });
