// `channels backup [file]` / `channels restore <file> [--force]`: the whole store as JSON lines, one
// row a line after a header line: every channel, version, draft, schedule, operator (with its
// password hash), grant, asset (its bytes as base64) and audit entry. Sessions are left out (a restore signs everyone out). The
// tables and column types are read from the database (information_schema), so a column a later
// migration adds is carried too; the header names the migrations the store had, and a restore into
// a store that lacks one of them is refused. Restore runs in one transaction: all or nothing.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { ChannelDb } from '../../src/server/db/connect.ts';
import { TABLE_ORDER } from '../../src/server/db/schema.ts';
import { CliError } from './cli-error.ts';

export const BACKUP_FORMAT = 'loyalty-portal-channel-store';
const MIGRATIONS = 'channel_migrations';
/** Not backed up: sessions (tokens die with a restore) and the migrator's own tables. */
const LEFT_OUT = new Set(['sessions', MIGRATIONS, `${MIGRATIONS}_lock`]);
/** Parents before children (foreign keys: TABLE_ORDER); a table the store has beyond it comes after these, by name. */
const ORDER: readonly string[] = TABLE_ORDER;

type Column = { name: string; type: string };
type Table = { name: string; columns: Column[] };
export type BackupHeader = { format: typeof BACKUP_FORMAT; formatVersion: 1; created_at: string; migrations: string[]; tables: Record<string, number> };
type Line = { table: string; row: Record<string, unknown> };

const db = (store: ChannelDb) => store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;

async function tablesOf(store: ChannelDb): Promise<Table[]> {
  const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(store.db);
  const tables = new Map<string, Column[]>();
  for (const r of rows.rows) {
    if (LEFT_OUT.has(r.table_name)) continue;
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), { name: r.column_name, type: r.data_type }]);
  }
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return [...tables].map(([name, columns]) => ({ name, columns })).sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

async function migrationsOf(store: ChannelDb): Promise<string[]> {
  const rows = await db(store).selectFrom(MIGRATIONS).select('name').orderBy('name').execute();
  return rows.map((r) => String(r.name));
}

/** A value as JSON: times as ISO strings, json columns as their value, bigint ids as strings, bytes (bytea) as base64. */
function toJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A backed-up value as the insert takes it: json and jsonb as text, arrays as arrays. */
function toColumn(column: Column | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column && (column.type === 'json' || column.type === 'jsonb')) return JSON.stringify(value);
  if (column?.type === 'bytea' && typeof value === 'string') return new Uint8Array(Buffer.from(value, 'base64'));
  return value;
}

/** Writes the backup to `out`; resolves with its header. Rows are read table by table in key order. */
export async function backupStore(store: ChannelDb, out: Writable, clock: { now: () => number } = Date): Promise<BackupHeader> {
  const tables = await tablesOf(store);
  const counts: Record<string, number> = {};
  const lines: string[] = [];
  // One snapshot of every table (repeatable read on PostgreSQL; PGlite has one connection anyway).
  await store.db.transaction().execute(async (trx) => {
    if (store.kind === 'postgres') await sql`set transaction isolation level repeatable read`.execute(trx);
    for (const table of tables) {
      const order = table.columns[0]?.name ?? 'ctid';
      const rows = await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(table.name).selectAll().orderBy(order).execute();
      counts[table.name] = rows.length;
      for (const row of rows) lines.push(JSON.stringify({ table: table.name, row: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toJson(v)])) } satisfies Line));
    }
  });
  const header: BackupHeader = { format: BACKUP_FORMAT, formatVersion: 1, created_at: new Date(clock.now()).toISOString(), migrations: await migrationsOf(store), tables: counts };
  for (const line of [JSON.stringify(header), ...lines]) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  return header;
}

export async function backupToFile(store: ChannelDb, file: string): Promise<BackupHeader> {
  const out = createWriteStream(file, { flags: 'wx' });
  await once(out, 'open').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'EEXIST' ? `${file} exists: choose another file` : `Cannot write ${file}: ${error.message}`);
  });
  const header = await backupStore(store, out);
  out.end();
  await once(out, 'finish');
  return header;
}

/** Whether the store holds anything a restore would replace. */
async function isEmpty(store: ChannelDb, tables: Table[]): Promise<boolean> {
  for (const table of tables) {
    const row = await db(store).selectFrom(table.name).select(sql`1`.as('one')).limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

export type RestoreResult = { tables: Record<string, number> };

/** Restores a backup (its lines) into the store; refuses a non-empty store unless `force`, which replaces it. */
export async function restoreStore(store: ChannelDb, lines: AsyncIterable<string> | Iterable<string>, options: { force?: boolean } = {}): Promise<RestoreResult> {
  // The lines are read before any query: a readline iterator misses lines emitted while it waits.
  let header: BackupHeader | null = null;
  const rows = new Map<string, Record<string, unknown>[]>();
  let number = 0;
  for await (const text of lines) {
    number++;
    if (!text.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CliError(`Line ${number} is not JSON: this is not a channels backup`);
    }
    if (!header) {
      const candidate = parsed as Partial<BackupHeader>;
      if (candidate.format !== BACKUP_FORMAT) throw new CliError(`Line 1 is not a channels backup header (format ${BACKUP_FORMAT})`);
      if (candidate.formatVersion !== 1) throw new CliError(`Backup format version ${String(candidate.formatVersion)} is not supported (1)`);
      header = candidate as BackupHeader;
      continue;
    }
    const { table, row } = parsed as Partial<Line>;
    if (typeof table !== 'string' || !row || typeof row !== 'object' || Array.isArray(row)) throw new CliError(`Line ${number} is not a table row`);
    rows.set(table, [...(rows.get(table) ?? []), row as Record<string, unknown>]);
  }
  if (!header) throw new CliError('The file is empty: this is not a channels backup');
  const tables = await tablesOf(store);
  const names = new Set(tables.map((t) => t.name));
  const stranger = [...rows.keys()].find((table) => !names.has(table));
  if (stranger) throw new CliError(`The store has no table "${stranger}" (the backup holds rows of it)`);
  const known = new Set(await migrationsOf(store));
  const newer = header.migrations.filter((m) => !known.has(m));
  if (newer.length > 0) throw new CliError(`The backup comes from a newer store (migration ${newer[0]}): update the service first`);
  if (!(await isEmpty(store, tables))) {
    if (!options.force) throw new CliError('The store is not empty: restore replaces everything in it only with --force');
  }
  const restored: Record<string, number> = {};
  await store.db.transaction().execute(async (trx) => {
    const t = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    // Children first; sessions too, so no token outlives the data it was for.
    for (const table of ['sessions', ...tables.map((x) => x.name)].reverse()) await t.deleteFrom(table).execute();
    for (const table of tables) {
      const list = rows.get(table.name) ?? [];
      const columns = new Map(table.columns.map((c) => [c.name, c]));
      for (let i = 0; i < list.length; i += 200) {
        const batch = list.slice(i, i + 200).map((row) => {
          const unknown = Object.keys(row).find((k) => !columns.has(k));
          if (unknown) throw new CliError(`Table ${table.name} has no column "${unknown}"`);
          return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toColumn(columns.get(k), v)]));
        });
        await t.insertInto(table.name).values(batch).execute();
      }
      restored[table.name] = list.length;
      // A serial id (the audit's) continues after the highest restored one.
      for (const column of table.columns) {
        const seq = await sql<{ seq: string | null }>`select pg_get_serial_sequence(${table.name}, ${column.name}) as seq`.execute(trx);
        const name = seq.rows[0]?.seq;
        if (name) await sql`select setval(${name}, coalesce((select max(${sql.ref(column.name)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(trx);
      }
    }
  });
  return { tables: restored };
}

export async function restoreFromFile(store: ChannelDb, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const input = createReadStream(file);
  await once(input, 'open').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'ENOENT' ? `No file ${file}` : `Cannot read ${file}: ${error.message}`);
  });
  return restoreStore(store, createInterface({ input, crlfDelay: Infinity }), options);
}

