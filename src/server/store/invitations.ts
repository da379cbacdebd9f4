// Invitations: a role on a channel offered to an existing account by an owner of that channel. It
// grants nothing until the account accepts (at its next sign-in); accepting turns it into a grant,
// declining or an owner's withdrawal removes it. One invitation per account and channel. It expires
// INVITATION_DAYS after it was sent (inviting again renews it): no longer offered to the account, it
// cannot be accepted, and its channel's owners see it as expired until they invite again or withdraw it.
import { normalEmail } from './operators';
import type { Clock, Db, Role } from './types';
import { iso, toIso } from './types';

/** How long an invitation can be accepted, from when it was sent. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** What the invited account and the inviting channel's owners see of an invitation. */
export type Invitation = { email: string; name: string; channel_id: string; channel_name: string; role: Role; invited_by: string; invited_at: string; expires_at: string; expired: boolean };

export async function invite(db: Db, clock: Clock, input: { email: string; channelId: string; role: Role; invitedBy: string }): Promise<void> {
  const values = { operator_email: normalEmail(input.email), channel_id: input.channelId, role: input.role, invited_by: input.invitedBy, invited_at: iso(clock.now()) };
  await db
    .insertInto('operator_invitations')
    .values(values)
    .onConflict((oc) => oc.columns(['operator_email', 'channel_id']).doUpdateSet({ role: values.role, invited_by: values.invited_by, invited_at: values.invited_at }))
    .execute();
}

function invitations(db: Db) {
  return db
    .selectFrom('operator_invitations')
    .innerJoin('operators', 'operators.email', 'operator_invitations.operator_email')
    .innerJoin('channels', 'channels.id', 'operator_invitations.channel_id')
    .select(['operators.email', 'operators.name', 'operator_invitations.channel_id', 'channels.name as channel_name', 'operator_invitations.role', 'operator_invitations.invited_by', 'operator_invitations.invited_at']);
}

type Row = { email: string; name: string; channel_id: string; channel_name: string; role: Role; invited_by: string; invited_at: Date | string };

const asInvitation = (clock: Clock) => (row: Row): Invitation => {
  const invitedAt = toIso(row.invited_at);
  const expires = Date.parse(invitedAt) + INVITATION_MS;
  return { ...row, invited_at: invitedAt, expires_at: new Date(expires).toISOString(), expired: clock.now() >= expires };
};

/** The invitations waiting for an account's answer, oldest first; expired ones are no longer offered. */
export async function invitationsOf(db: Db, clock: Clock, email: string): Promise<Invitation[]> {
  const rows = await invitations(db).where('operator_invitations.operator_email', '=', normalEmail(email)).orderBy('operator_invitations.invited_at').orderBy('operator_invitations.channel_id').execute();
  return rows.map(asInvitation(clock)).filter((invitation) => !invitation.expired);
}

/** The invitations a channel's owners sent that wait for an answer, the expired ones too (`expired`). */
export async function invitationsOn(db: Db, clock: Clock, channelId: string): Promise<Invitation[]> {
  const rows = await invitations(db).where('operator_invitations.channel_id', '=', channelId).orderBy('operators.email').execute();
  return rows.map(asInvitation(clock));
}

export async function invitationOf(db: Db, clock: Clock, email: string, channelId: string): Promise<Invitation | null> {
  const row = await invitations(db).where('operator_invitations.operator_email', '=', normalEmail(email)).where('operator_invitations.channel_id', '=', channelId).executeTakeFirst();
  return row ? asInvitation(clock)(row) : null;
}

/** Removes the invitation (accepted, declined or withdrawn); its role, or null when there was none. */
export async function takeInvitation(db: Db, email: string, channelId: string): Promise<Role | null> {
  const row = await db.deleteFrom('operator_invitations').where('operator_email', '=', normalEmail(email)).where('channel_id', '=', channelId).returning('role').executeTakeFirst();
  return row ? row.role : null;
}
