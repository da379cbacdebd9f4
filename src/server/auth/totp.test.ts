// @vitest-environment node
// TOTP as authenticator apps read it, a code good once per step, and the QR code as an SVG.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpEnrolment, totpStep } from './totp';

describe('TOTP', () => {
  const now = Date.parse('2026-11-28T12:00:10Z');

  it('enrols with an otpauth URI (SHA1, 6 digits, 30 s) and its QR code as an SVG data URL', async () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes.length).toBe(20);
    const { otpauth_uri, qr_svg } = await totpEnrolment(secret, 'olga@shop.example', 'Shop studio');
    expect(otpauth_uri).toBe(`otpauth://totp/Shop%20studio:olga%40shop.example?issuer=Shop%20studio&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_svg.split(',')[1]!, 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('accepts the code of this step and of one step either side, nothing further, and no other text', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, app.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, app.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, app.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, app.generate({ timestamp: now - 90_000 }), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
    expect(totpStep(secret, '', now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now).replace(/^(\d{3})/, '$1 '), now)).toBe(step);
  });
});
