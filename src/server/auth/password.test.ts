// @vitest-environment node
// Operator passwords: argon2id with OWASP's parameters, and the policy an owner and an operator meet.
import { describe, expect, it } from 'vitest';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { checkPassword, commonPasswords } from './password-policy';

describe('password hashes', () => {
  it('are argon2id with m=19456 KiB, t=2, p=1, salted, and verify only the right password', async () => {
    const first = await hashPassword('violet ledger harbour');
    const second = await hashPassword('violet ledger harbour');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
    expect(await verifyPassword(first, 'violet ledger harbour')).toBe(true);
    expect(await verifyPassword(first, 'violet ledger harbouR')).toBe(false);
  });

  it('never throw on a malformed hash or an over-long password, and the unknown-account check says no', async () => {
    expect(await verifyPassword('plain text', 'plain text')).toBe(false);
    expect(await verifyPassword('$argon2id$broken', 'x')).toBe(false);
    expect(await verifyPassword(await hashPassword('a'.repeat(20)), 'a'.repeat(300))).toBe(false);
    await expect(hashPassword('a'.repeat(300))).rejects.toThrow(/at most 256/);
    expect(await burnVerification('anything')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toBe(true);
  });
});

describe('the password policy', () => {
  const olga = { email: 'olga.owner@shop.example', name: 'Olga Nováková' };

  it('ships a list of a few hundred common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThan(300);
    expect(commonPasswords().has('password1234')).toBe(true);
  });

  it.each([
    ['short1!', 'too-short'],
    ['x'.repeat(257), 'too-long'],
    ['password1234', 'common'],
    ['Password2026!!', 'common'],
    ['P@ssw0rd12345', 'common'],
    ['qwertyuiop123', 'common'],
    ['Haslo123456789', 'common'],
    ['olga-owner-2026', 'personal'],
    ['Novakova.secret.77', 'personal'],
    ['aaaaaaaaaaaaaa', 'pattern'],
    ['abcabcabcabcabc', 'pattern'],
    ['mnbvcxz123456', null],
    ['ghijklmnopqrst', 'pattern'],
    ['violet ledger harbour', null],
    ['Tři kočky na střeše', null],
  ])('%s: %s', (password, rule) => {
    expect(checkPassword(password, olga)?.rule ?? null).toBe(rule);
  });

  it('explains each refusal in a sentence', () => {
    expect(checkPassword('short', olga)?.message).toBe('A password has at least 12 characters');
  });
});
