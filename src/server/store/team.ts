// A channel's team as its owners manage it: operators with their role on the channel and their
// state, one-time passwords, TOTP second factors and the channel's second-factor setting.
import type { Clock, Db, Role } from './types';
import { normalEmail } from './operators';

export type TeamMember = { email: string; name: string; role: Role; disabled: boolean; second_factor: boolean; one_time_password_unused: boolean; sessions: number };

export type Security = { email: string; name: string; password_hash: string; disabled: boolean; one_time_password: boolean; totp_secret: string | null; totp_pending: string | null; totp_last_step: number };

export async function securityOf(db: Db, email: string): Promise<Security | null> {
  const row = await db
    .selectFrom('operators')
    .select(['email', 'name', 'password_hash', 'disabled', 'one_time_password', 'totp_secret', 'totp_pending', 'totp_last_step'])
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  return row ? { ...row, totp_last_step: Number(row.totp_last_step) } : null;
}

export async function teamOf(db: Db, clock: Clock, channelId: string, idleMs: number, absoluteMs: number): Promise<TeamMember[]> {
  const now = clock.now();
  const rows = await db
    .selectFrom('grants')
    .innerJoin('operators', 'operators.email', 'grants.operator_email')
    .select(['operators.email', 'operators.name', 'grants.role', 'operators.disabled', 'operators.totp_secret', 'operators.one_time_password'])
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.countAll<string>().as('n'))
        .whereRef('sessions.operator_email', '=', 'operators.email')
        .where('sessions.ended_at', 'is', null)
        .where('sessions.last_seen_at', '>', new Date(now - idleMs))
        .where('sessions.created_at', '>', new Date(now - absoluteMs))
        .as('sessions'),
    )
    .where('grants.channel_id', '=', channelId)
    .orderBy('operators.email')
    .execute();
  return rows.map((r) => ({ email: r.email, name: r.name, role: r.role, disabled: r.disabled, second_factor: r.totp_secret !== null, one_time_password_unused: r.one_time_password, sessions: Number(r.sessions ?? 0) }));
}

export async function memberOf(db: Db, clock: Clock, channelId: string, email: string, idleMs: number, absoluteMs: number): Promise<TeamMember | null> {
  return (await teamOf(db, clock, channelId, idleMs, absoluteMs)).find((m) => m.email === normalEmail(email)) ?? null;
}

export async function revoke(db: Db, email: string, channelId: string): Promise<void> {
  await db.deleteFrom('grants').where('operator_email', '=', normalEmail(email)).where('channel_id', '=', channelId).execute();
}

export async function setOperatorFields(
  db: Db,
  email: string,
  fields: Partial<{ password_hash: string; one_time_password: boolean; disabled: boolean; totp_secret: string | null; totp_pending: string | null; totp_last_step: number }>,
): Promise<void> {
  await db.updateTable('operators').set(fields).where('email', '=', normalEmail(email)).execute();
}

export async function secondFactorRequired(db: Db, channelId: string): Promise<boolean> {
  const row = await db.selectFrom('channels').select('publishers_need_second_factor').where('id', '=', channelId).executeTakeFirst();
  return row?.publishers_need_second_factor ?? false;
}

export async function setSecondFactorRequired(db: Db, channelId: string, required: boolean): Promise<void> {
  await db.updateTable('channels').set({ publishers_need_second_factor: required }).where('id', '=', channelId).execute();
}

/** Accepts a TOTP step once: only a step after the last accepted one is recorded (atomic across instances). */
export async function claimTotpStep(db: Db, email: string, step: number): Promise<boolean> {
  const result = await db.updateTable('operators').set({ totp_last_step: step }).where('email', '=', normalEmail(email)).where('totp_last_step', '<', String(step) as never).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
