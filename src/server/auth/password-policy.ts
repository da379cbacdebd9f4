// The operator password policy (OWASP ASVS V6.2): at least 12 characters, at most 256, not a
// common password or a word built from one, not the operator's own e-mail or name, not one
// character repeated or a run of the keyboard or the alphabet. No composition rules (ASVS 6.2.5).
import { readFileSync } from 'node:fs';
import { MAX_PASSWORD_LENGTH } from './password-hash';

export const MIN_PASSWORD_LENGTH = 12;

/** Which rule refused a password (the studio names it in the operator's language). */
export type PasswordRule = 'too-short' | 'too-long' | 'common' | 'personal' | 'pattern';
export type PasswordRefusal = { rule: PasswordRule; message: string };

const MESSAGES: Record<PasswordRule, string> = {
  'too-short': `A password has at least ${MIN_PASSWORD_LENGTH} characters`,
  'too-long': `A password has at most ${MAX_PASSWORD_LENGTH} characters`,
  common: 'This password is too common: choose one nobody would guess',
  personal: 'A password may not contain your e-mail or your name',
  pattern: 'A password may not be one repeated character or a run of the keyboard',
};

let common: Set<string> | null = null;
/** The checked-in list (common-passwords.txt), read once. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0 && !line.startsWith('#')),
  );
  return common;
}

const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qwertzuiop', 'azertyuiop'];

/** Only one character, one short unit repeated ("abcabcabcabc"), or a run of a row or the alphabet. */
function isPattern(lower: string): boolean {
  for (let unit = 1; unit <= 4; unit += 1) {
    const head = lower.slice(0, unit);
    if (head.repeat(Math.ceil(lower.length / unit)).slice(0, lower.length) === lower) return true;
  }
  const runOf = (text: string) => RUNS.some((row) => row.includes(text) || [...row].reverse().join('').includes(text));
  return runOf(lower);
}

/** The word a password is built on: without trailing digits and symbols, leet undone. */
const stem = (lower: string) =>
  lower
    .replace(/[\d\W_]+$/u, '')
    .replace(/^[\d\W_]+/u, '')
    .replace(/0/g, 'o')
    .replace(/[1!]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/[4@]/g, 'a')
    .replace(/\$/g, 's');

/** Letters and digits only, without diacritics ("Nováková" is "novakova"). */
const squeeze = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, '');

/** Words of the operator: the e-mail's local part and its pieces, the name's parts (3+ letters). */
function personalWords(email: string, name: string): string[] {
  const local = email.toLowerCase().split('@')[0] ?? '';
  const pieces = [local, ...local.split(/[^\p{L}\p{N}]+/u), ...name.toLowerCase().split(/[^\p{L}\p{N}]+/u)].map(squeeze);
  return [...new Set(pieces.filter((piece) => piece.length >= 3))];
}

/** Null when the password may be used, else the rule it breaks. */
export function checkPassword(password: string, who: { email: string; name?: string }): PasswordRefusal | null {
  const refuse = (rule: PasswordRule): PasswordRefusal => ({ rule, message: MESSAGES[rule] });
  if ([...password].length < MIN_PASSWORD_LENGTH) return refuse('too-short');
  if (password.length > MAX_PASSWORD_LENGTH) return refuse('too-long');
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(lower.replace(/[\d\W_]+$/u, '')) || list.has(stem(lower))) return refuse('common');
  const squeezed = squeeze(lower);
  if (personalWords(who.email, who.name ?? '').some((word) => squeezed.includes(word))) return refuse('personal');
  if (isPattern(lower)) return refuse('pattern');
  return null;
}
