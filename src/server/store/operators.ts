// Operators (argon2id password hashes), their grants per channel (editor < publisher < owner) and
// sessions: an opaque token of 256 random bits, kept only as its SHA-256, ended by sign-out at once,
// after 8 h from sign-in or 30 min without a call.
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Clock, Db, Role } from './types';
import { iso } from './types';

export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A hash of a password nobody has: a sign-in for an unknown e-mail costs as much as a known one. */
let decoyHash: Promise<string> | null = null;

export type OperatorRecord = { email: string; name: string; disabled: boolean };
export type GrantRecord = { channel_id: string; role: Role };

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function upsertOperator(db: Db, clock: Clock, input: { email: string; name: string; passwordHash: string }): Promise<void> {
  await db
    .insertInto('operators')
    .values({ email: normalEmail(input.email), name: input.name, password_hash: input.passwordHash, disabled: false, created_at: iso(clock.now()) })
    .onConflict((oc) => oc.column('email').doUpdateSet({ name: input.name, password_hash: input.passwordHash }))
    .execute();
}

export async function grant(db: Db, email: string, channelId: string, role: Role): Promise<void> {
  await db
    .insertInto('grants')
    .values({ operator_email: normalEmail(email), channel_id: channelId, role })
    .onConflict((oc) => oc.columns(['operator_email', 'channel_id']).doUpdateSet({ role }))
    .execute();
}

export async function grantsOf(db: Db, email: string): Promise<GrantRecord[]> {
  const rows = await db.selectFrom('grants').select(['channel_id', 'role']).where('operator_email', '=', email).orderBy('channel_id').execute();
  return rows.map((r) => ({ channel_id: r.channel_id, role: r.role }));
}

export async function getOperator(db: Db, email: string): Promise<OperatorRecord | null> {
  const row = await db.selectFrom('operators').select(['email', 'name', 'disabled']).where('email', '=', normalEmail(email)).executeTakeFirst();
  return row ?? null;
}

/** The operator when the password is theirs and the account is enabled; null otherwise (same cost either way). */
export async function checkPassword(db: Db, email: string, password: string): Promise<OperatorRecord | null> {
  const row = await db.selectFrom('operators').selectAll().where('email', '=', normalEmail(email)).executeTakeFirst();
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const stored = row?.password_hash ?? (await decoyHash);
  const good = await verify(stored, password).catch(() => false);
  if (!row || !good || row.disabled) return null;
  return { email: row.email, name: row.name, disabled: row.disabled };
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(db: Db, clock: Clock, email: string): Promise<string> {
  const token = `op_${randomBytes(32).toString('base64url')}`;
  const now = iso(clock.now());
  await db.insertInto('sessions').values({ token_hash: sha256(token), operator_email: email, created_at: now, last_seen_at: now, ended_at: null }).execute();
  return token;
}

export type SessionCheck = { operator: OperatorRecord } | { refused: 'unknown' | 'expired' };

/** The token's operator while its session lives (the call counts as activity), else why not. */
export async function checkSession(db: Db, clock: Clock, token: string): Promise<SessionCheck> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.email', 'sessions.operator_email')
    .select(['sessions.token_hash', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.ended_at', 'operators.email', 'operators.name', 'operators.disabled'])
    .where('sessions.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.disabled) return { refused: 'unknown' };
  const now = clock.now();
  const created = new Date(row.created_at).getTime();
  const seen = new Date(row.last_seen_at).getTime();
  if (now >= created + SESSION_ABSOLUTE_MS || now >= seen + SESSION_IDLE_MS) return { refused: 'expired' };
  await db.updateTable('sessions').set({ last_seen_at: iso(now) }).where('token_hash', '=', row.token_hash).execute();
  return { operator: { email: row.email, name: row.name, disabled: row.disabled } };
}

export async function endSession(db: Db, clock: Clock, token: string): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: iso(clock.now()) }).where('token_hash', '=', sha256(token)).where('ended_at', 'is', null).execute();
}

/** Ends every session of an operator at once (an owner disables the account or resets it). */
export async function endSessionsOf(db: Db, clock: Clock, email: string): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: iso(clock.now()) }).where('operator_email', '=', normalEmail(email)).where('ended_at', 'is', null).execute();
}
