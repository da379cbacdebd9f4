// The service-wide security log (failed sign-ins that concern no channel, e.g. an unknown e-mail:
// read by the deployer with `npm run operators -- security-log`) and the service's own secrets
// (the key that signs operators' device cookies), shared by every instance. Forward-only.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table security_log (
    id bigserial primary key,
    at timestamptz not null,
    event text not null,
    account text not null,
    address text not null,
    detail text
  )`,
  `create index security_log_at on security_log (at)`,
  `create table service_secrets (
    name text primary key,
    value text not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
