// Invitations: an owner adding an existing account to a channel invites it; the role is granted
// only when the account accepts (routes/invitations.ts). A row goes with its operator or channel.
// Forward-only.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table operator_invitations (
    operator_email text not null references operators (email) on delete cascade,
    channel_id text not null references channels (id) on delete cascade,
    role text not null,
    invited_by text not null,
    invited_at timestamptz not null,
    primary key (operator_email, channel_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
