// Operator passwords as argon2id hashes (PHC strings carry their own parameters, so a later change
// of parameters still verifies old hashes; `needsRehash` tells the caller to store a new one).
// Each hash and verification waits for its turn in the process's bounded queue (password-checks.ts):
// BusyError (503) when it is full.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { passwordChecks } from './password-checks';

// `Algorithm` is a `declare const enum`: its values are not there at run time (esbuild, tsx).
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet, argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The longest password hashed: longer ones are refused before hashing (no hashing a megabyte). */
export const MAX_PASSWORD_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError(`a password has at most ${MAX_PASSWORD_LENGTH} characters`);
  return passwordChecks.run(() => hash(password, ARGON2_PARAMETERS));
}

/** False for a wrong password, a malformed hash or an over-long password; throws only BusyError. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH || !passwordHash.startsWith('$argon2')) return false;
  return passwordChecks.run(() => verify(passwordHash, password).catch(() => false));
}

/** Whether a stored hash was made with other parameters than today's (rehash it at the next sign-in). */
export const needsRehash = (passwordHash: string) =>
  !passwordHash.startsWith(`$argon2id$v=19$m=${ARGON2_PARAMETERS.memoryCost},t=${ARGON2_PARAMETERS.timeCost},p=${ARGON2_PARAMETERS.parallelism}$`);

let dummy: Promise<string> | null = null;
/**
 * Verifies against a fixed hash: a sign-in for an unknown e-mail costs what a wrong password costs,
 * so the answer's timing does not tell which e-mails are operators.
 */
export async function burnVerification(password: string): Promise<false> {
  // Made once, outside the queue: a refused turn must not leave a rejected promise here.
  dummy ??= hash('not a password of anyone', ARGON2_PARAMETERS);
  await verifyPassword(await dummy, password);
  return false;
}
