// The first screens rendered ahead, stored with their version (migration 0004).
import type { Db } from './types';

export type StoredRender = { language: string; path: string; html: string };

/** Stores renders of a version, replacing those of the same language and route. */
export async function saveRenders(db: Db, channelId: string, version: number, renders: readonly StoredRender[]): Promise<void> {
  if (renders.length === 0) return;
  for (const { language, path } of renders) {
    await db.deleteFrom('first_screen_renders').where('channel_id', '=', channelId).where('version', '=', version).where('language', '=', language).where('path', '=', path).execute();
  }
  await db
    .insertInto('first_screen_renders')
    .values(renders.map((render) => ({ channel_id: channelId, version, ...render })))
    .execute();
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

