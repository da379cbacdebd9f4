// The first screens rendered ahead, stored with their version (migration 0004).
import type { Db } from './types';

export type StoredRender = { language: string; path: string; html: string };

/**
 * Stores renders of a version, replacing those of the same language and route. A version that is
 * gone by the time its render is in (the store restored or a demo reset while it rendered) keeps
 * nothing: false, and no error, since there is nothing left to serve it for.
 */
export async function saveRenders(db: Db, channelId: string, version: number, renders: readonly StoredRender[]): Promise<boolean> {
  if (renders.length === 0) return true;
  for (const { language, path } of renders) {
    await db.deleteFrom('first_screen_renders').where('channel_id', '=', channelId).where('version', '=', version).where('language', '=', language).where('path', '=', path).execute();
  }
  try {
    await db
      .insertInto('first_screen_renders')
      .values(renders.map((render) => ({ channel_id: channelId, version, ...render })))
      .execute();
    return true;
  } catch (error) {
    // 23503, foreign_key_violation: the row's version is not in `versions` (PostgreSQL and PGlite alike).
    if ((error as { code?: unknown } | null)?.code === '23503') return false;
    throw error;
  }
}

export async function getRender(db: Db, channelId: string, version: number, language: string, path: string): Promise<string | null> {
  const row = await db
    .selectFrom('first_screen_renders')
    .select('html')
    .where('channel_id', '=', channelId)
    .where('version', '=', version)
    .where('language', '=', language)
    .where('path', '=', path)
    .executeTakeFirst();
  return row?.html ?? null;
}

