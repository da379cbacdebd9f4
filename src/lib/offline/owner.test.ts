// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearerToken, parseOwner, tokenHash } from './owner';

describe('member cache owner', () => {
  it('hashes a token (never stores it) and reads the bearer token of a request', async () => {
    const hash = await tokenHash('secret-token');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('secret');
    expect(await tokenHash('other-token')).not.toBe(hash);
    expect(bearerToken(new Request('https://x.test/wl/v1/card', { headers: { Authorization: 'Bearer abc' } }))).toBe('abc');
    expect(bearerToken(new Request('https://x.test/wl/v1/card'))).toBeNull();
  });

  it('accepts only a complete owner record', () => {
    expect(parseOwner({ generation: 'g', tokenHash: 'h' })).toEqual({ generation: 'g', tokenHash: 'h' });
    expect(parseOwner({ generation: '', tokenHash: 'h' })).toBeNull();
    expect(parseOwner(null)).toBeNull();
    expect(parseOwner('x')).toBeNull();
  });
});
