// The channel's asset library: images keyed by channel and content hash, their bytes in the store.
// An asset a version, draft or schedule of its channel names (its hash anywhere in the config) is in
// use and never deleted, so every version keeps the images it shows.
import { sql } from 'kysely';
import type { components } from '@/generated/api';
import type { Clock, Db } from './types';
import { iso, toIso } from './types';

export type Asset = components['schemas']['Asset'];
export type NewAsset = { hash: string; contentType: string; bytes: Uint8Array; width: number; height: number; name: string; uploadedBy: string };

/** Where members load an asset (same origin as the portal: the CSP's img-src 'self'). */
export const assetPath = (hash: string) => `/wl/v1/platform/assets/${hash}`;

/** The longest display name kept, in characters. */
export const ASSET_NAME_MAX = 120;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * The name an asset is shown by, from the name an upload gave (any text): its last path segment
 * after `/` or `\`, without control or format characters (bidi overrides, zero-width) and without
 * markup characters (< > " ' ` &), spaces collapsed, no leading dots, at most ASSET_NAME_MAX
 * characters. Nothing left: `image-<first 12 of the hash>.<type's extension>`.
 */
export function assetDisplayName(given: string, hash: string, contentType: string): string {
  const base = given.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}<>"'`&]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const bounded = [...clean].slice(0, ASSET_NAME_MAX).join('').trim();
  return bounded || `image-${hash.slice(0, 12)}.${EXTENSIONS[contentType] ?? 'img'}`;
}

const COLUMNS = ['hash', 'content_type', 'bytes', 'width', 'height', 'name', 'uploaded_by', 'created_at'] as const;

type Row = { hash: string; content_type: string; bytes: number; width: number; height: number; name: string; uploaded_by: string; created_at: Date | string };

const asAsset = (r: Row): Asset => ({
  hash: r.hash,
  content_type: r.content_type as Asset['content_type'],
  bytes: r.bytes,
  width: r.width,
  height: r.height,
  name: assetDisplayName(r.name, r.hash, r.content_type),
  uploaded_by: r.uploaded_by,
  created_at: toIso(r.created_at),
  url: assetPath(r.hash),
});

export async function listAssets(db: Db, channelId: string): Promise<Asset[]> {
  const rows = await db.selectFrom('assets').select(COLUMNS).where('channel_id', '=', channelId).orderBy('created_at', 'desc').orderBy('hash').execute();
  return rows.map(asAsset);
}

export async function assetHashes(db: Db, channelId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('assets').select('hash').where('channel_id', '=', channelId).execute();
  return new Set(rows.map((r) => r.hash));
}

export async function getAsset(db: Db, channelId: string, hash: string): Promise<Asset | null> {
  const row = await db.selectFrom('assets').select(COLUMNS).where('channel_id', '=', channelId).where('hash', '=', hash).executeTakeFirst();
  return row ? asAsset(row) : null;
}

/** Stores an upload; the same bytes again are the same asset (answered as stored first). */
export async function addAsset(db: Db, clock: Clock, channelId: string, input: NewAsset): Promise<{ asset: Asset; added: boolean }> {
  const held = await getAsset(db, channelId, input.hash);
  if (held) return { asset: held, added: false };
  await db
    .insertInto('assets')
    .values({ channel_id: channelId, hash: input.hash, content_type: input.contentType, bytes: input.bytes.length, width: input.width, height: input.height, name: input.name, uploaded_by: input.uploadedBy, created_at: iso(clock.now()), data: input.bytes })
    .execute();
  return { asset: (await getAsset(db, channelId, input.hash))!, added: true };
}

/** The bytes of the channel's asset with this hash (another channel's copy of the same bytes is not its). */
export async function assetBytes(db: Db, channelId: string, hash: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  const row = await db.selectFrom('assets').select(['content_type', 'data']).where('channel_id', '=', channelId).where('hash', '=', hash).executeTakeFirst();
  return row ? { contentType: row.content_type, data: row.data } : null;
}

/** What of the channel uses the asset: versions, drafts and schedules whose config names its hash. */
export async function assetUsers(db: Db, channelId: string, hash: string): Promise<string[]> {
  const like = `%${hash}%`;
  const versions = await db.selectFrom('versions').select('number').where('channel_id', '=', channelId).where(sql<boolean>`config::text like ${like}`).orderBy('number').execute();
  const drafts = await db.selectFrom('drafts').select(['id', 'author']).where('channel_id', '=', channelId).where(sql<boolean>`config::text like ${like}`).execute();
  return [...versions.map((v) => `version ${v.number}`), ...drafts.map((d) => `the draft of ${d.author}`)];
}

export async function deleteAsset(db: Db, channelId: string, hash: string): Promise<void> {
  await db.deleteFrom('assets').where('channel_id', '=', channelId).where('hash', '=', hash).execute();
}
