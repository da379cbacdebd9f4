// The channel store, first form. Forward-only: a later change is a new migration, never an edit.
import { sql, type Kysely } from 'kysely';

// One statement each: PGlite's extended protocol runs a single statement per query.

const statements = [
  `create table channels (
    id text primary key,
    name text not null,
    time_zone text not null default 'UTC',
    hosts text[] not null default '{}',
    languages text[] not null default '{}',
    current_version integer not null default 0,
    created_at timestamptz not null
  )`,
  `create table versions (
    channel_id text not null references channels (id),
    number integer not null,
    config jsonb not null,
    author text not null,
    editor text not null,
    kind text not null,
    message text not null default '',
    changes jsonb not null default '[]',
    created_at timestamptz not null,
    primary key (channel_id, number)
  )`,
  `create table drafts (
    id text primary key,
    channel_id text not null references channels (id),
    author text not null,
    config jsonb not null,
    base_version integer not null,
    revision integer not null,
    status text not null,
    message text,
    comment text,
    proposed_revision integer,
    updated_at timestamptz not null,
    unique (channel_id, author)
  )`,
  `create table schedules (
    id text primary key,
    channel_id text not null references channels (id),
    version integer not null,
    starts_at timestamptz not null,
    ends_at timestamptz,
    then_version integer,
    author text not null,
    status text not null,
    replaced_version integer,
    live_version integer,
    created_at timestamptz not null
  )`,
  `create index schedules_due on schedules (status, starts_at)`,
  `create table operators (
    email text primary key,
    name text not null,
    password_hash text not null,
    disabled boolean not null default false,
    created_at timestamptz not null
  )`,
  `create table grants (
    operator_email text not null references operators (email),
    channel_id text not null references channels (id),
    role text not null,
    primary key (operator_email, channel_id)
  )`,
  `create table sessions (
    token_hash text primary key,
    operator_email text not null references operators (email),
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    ended_at timestamptz
  )`,
  `create table audit (
    id bigserial primary key,
    channel_id text,
    at timestamptz not null,
    actor text not null,
    action text not null,
    version integer,
    draft text,
    detail text
  )`,
  `create index audit_channel on audit (channel_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
