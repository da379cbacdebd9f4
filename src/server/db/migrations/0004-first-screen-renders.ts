// The first screens rendered ahead (docs/performance.md, "HTML first"): each public route of a
// version, in each of the channel's languages, as the HTML of #root. Stored with the version
// (a version never changes, so neither does its render); the rows go with their version. Forward-only.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table first_screen_renders (
    channel_id text not null,
    version integer not null,
    language text not null,
    path text not null,
    html text not null,
    primary key (channel_id, version, language, path),
    foreign key (channel_id, version) references versions (channel_id, number) on delete cascade
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
