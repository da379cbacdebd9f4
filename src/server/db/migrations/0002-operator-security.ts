// Operator security: one-time passwords, TOTP second factors, a channel's second-factor setting and
// the sign-in throttle's counts (shared by every instance). Forward-only.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table operators add column one_time_password boolean not null default false`,
  `alter table operators add column totp_secret text`,
  `alter table operators add column totp_pending text`,
  `alter table operators add column totp_last_step bigint not null default 0`,
  `alter table channels add column publishers_need_second_factor boolean not null default false`,
  `create table auth_throttle (
    key text primary key,
    failures integer not null,
    last_failure_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
