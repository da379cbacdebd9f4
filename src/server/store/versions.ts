// Versions: immutable full snapshots of a channel's config, numbered from 1, each with its author
// (who published), editor (who wrote it), kind, message and the diff to the previous version.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { diffPresets } from '@/lib/preset-check/diff';
import type { Clock, Config, Db, Version } from './types';
import { iso, toIso } from './types';

export const changesBetween = (before: Config, after: Config) => diffPresets(before as unknown as BuiltPreset, after as unknown as BuiltPreset);

type Row = { number: number; config: unknown; author: string; editor: string; kind: Version['kind']; message: string; changes: unknown; created_at: Date | string };

const toVersion = (row: Row, withConfig: boolean): Version => ({
  number: row.number,
  author: row.author,
  editor: row.editor,
  created_at: toIso(row.created_at),
  message: row.message,
  kind: row.kind,
  changes: row.changes as Version['changes'],
  ...(withConfig ? { config: row.config as Config } : {}),
});

export async function getVersion(db: Db, channelId: string, number: number, withConfig = true): Promise<Version | null> {
  const row = await db.selectFrom('versions').selectAll().where('channel_id', '=', channelId).where('number', '=', number).executeTakeFirst();
  return row ? toVersion(row, withConfig) : null;
}

export async function currentVersion(db: Db, channelId: string, withConfig = true): Promise<Version | null> {
  const channel = await db.selectFrom('channels').select('current_version').where('id', '=', channelId).executeTakeFirst();
  return channel ? getVersion(db, channelId, channel.current_version, withConfig) : null;
}

export type VersionPage = { versions: Version[]; next_before?: number };

/** Newest first: the `limit` versions before `before` (a version number; the newest without it). */
export async function listVersions(db: Db, channelId: string, page: { limit: number; before?: number | undefined }): Promise<VersionPage> {
  let query = db.selectFrom('versions').select(['number', 'author', 'editor', 'kind', 'message', 'changes', 'created_at']).where('channel_id', '=', channelId);
  if (page.before !== undefined) query = query.where('number', '<', page.before);
  const rows = await query.orderBy('number', 'desc').limit(page.limit + 1).execute();
  const versions = rows.slice(0, page.limit).map((row) => toVersion({ ...row, config: null }, false));
  const last = versions[versions.length - 1];
  return { versions, ...(rows.length > page.limit && last ? { next_before: last.number } : {}) };
}

export type NewVersion = { author: string; editor?: string; kind: Version['kind']; message: string; config: Config };

/**
 * The channel's next version, made current. Run inside a transaction that holds the channel's lock
 * (lockChannel) on PostgreSQL, so two publishes cannot take the same number.
 */
export async function addVersion(db: Db, clock: Clock, channelId: string, input: NewVersion): Promise<Version> {
  const previous = await currentVersion(db, channelId);
  const number = (previous?.number ?? 0) + 1;
  const changes = previous?.config ? changesBetween(previous.config, input.config) : [];
  const row = {
    channel_id: channelId,
    number,
    config: JSON.stringify(input.config),
    author: input.author,
    editor: input.editor ?? input.author,
    kind: input.kind,
    message: input.message,
    changes: JSON.stringify(changes),
    created_at: iso(clock.now()),
  };
  await db.insertInto('versions').values(row).execute();
  await db.updateTable('channels').set({ current_version: number }).where('id', '=', channelId).execute();
  return toVersion({ ...row, config: input.config, changes }, true);
}
