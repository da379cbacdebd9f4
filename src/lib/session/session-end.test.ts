import { describe, expect, it } from 'vitest';
import { sessionEndFrom, sessionOver } from './session-end';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.signature`;

describe('sessionOver', () => {
  it('is over at and after the stated end, not before it', () => {
    expect(sessionOver({ token: 't', ends_at: 1000 }, 999)).toBe(false);
    expect(sessionOver({ token: 't', ends_at: 1000 }, 1000)).toBe(true);
    expect(sessionOver({ token: 't', ends_at: 1000 }, 5000)).toBe(true);
  });

  it('is never over without a stated end, or for what is not a session', () => {
    expect(sessionOver({ token: 't' }, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(sessionOver({ token: 't', ends_at: '1000' }, 5000)).toBe(false);
    expect(sessionOver(null, 5000)).toBe(false);
    expect(sessionOver('garbage', 5000)).toBe(false);
  });
});

describe('sessionEndFrom', () => {
  it("takes the answer's refresh_expires_in, counted from the answer on the device's clock", () => {
    expect(sessionEndFrom({ refresh_token: 'opaque', refresh_expires_in: 60 }, 10_000)).toBe(70_000);
  });

  it("else the refresh token's JWT exp", () => {
    expect(sessionEndFrom({ refresh_token: jwt({ sub: 'a', exp: 1_900_000_000 }) }, 0)).toBe(1_900_000_000_000);
  });

  it('else none: an opaque token, a JWT without exp, garbage', () => {
    expect(sessionEndFrom({ refresh_token: 'rt_opaque' }, 0)).toBeNull();
    expect(sessionEndFrom({ refresh_token: jwt({ sub: 'a' }) }, 0)).toBeNull();
    expect(sessionEndFrom({ refresh_token: 'a.b$$.c' }, 0)).toBeNull();
    expect(sessionEndFrom({ refresh_token: null, refresh_expires_in: -5 }, 0)).toBeNull();
  });
});
