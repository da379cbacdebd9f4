// The asset library: images operators upload, one row per channel and content hash (SHA-256 of the
// bytes), the bytes themselves in the store so every instance serves them and a backup carries
// them. Forward-only.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table assets (
    channel_id text not null references channels(id),
    hash text not null,
    content_type text not null,
    bytes integer not null,
    width integer not null,
    height integer not null,
    name text not null,
    uploaded_by text not null,
    created_at timestamptz not null,
    data bytea not null,
    primary key (channel_id, hash)
  )`,
  `create index assets_hash on assets (hash)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
