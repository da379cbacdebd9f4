// The audit trail: append-only (no API edits or deletes an entry), one row per entry, on the channel
// it concerns (null: none; a failed sign-in of an unknown e-mail goes to the security log instead,
// store/security-log.ts). Written in the same transaction as the change it records.
import type { Clock, Db, AuditAction, AuditEntry } from './types';
import { iso, toIso } from './types';

export type AuditInput = { channelId: string | null; actor: string; action: AuditAction; version?: number; draft?: string; detail?: string };

export async function recordAudit(db: Db, clock: Clock, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit')
    .values({ channel_id: entry.channelId, at: iso(clock.now()), actor: entry.actor, action: entry.action, version: entry.version ?? null, draft: entry.draft ?? null, detail: entry.detail ?? null })
    .execute();
}

/** The same entry on each channel (sign-in and sign-out on every channel the operator holds). */
export async function recordAuditOn(db: Db, clock: Clock, channelIds: readonly string[], entry: Omit<AuditInput, 'channelId'>): Promise<void> {
  for (const channelId of channelIds) await recordAudit(db, clock, { ...entry, channelId });
}

export type AuditPage = { entries: (AuditEntry & { id: string })[]; next_before?: string };

/**
 * One page of a channel's trail: the `limit` entries before the cursor `before` (an entry id; the
 * newest page without it), oldest first; `next_before` names the page before it, when there is one.
 */
export async function listAudit(db: Db, channelId: string, page: { limit: number; before?: string | undefined }): Promise<AuditPage> {
  let query = db.selectFrom('audit').selectAll().where('channel_id', '=', channelId);
  if (page.before) query = query.where('id', '<', page.before);
  const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute();
  const more = rows.length > page.limit;
  const entries = rows.slice(0, page.limit).reverse().map((row) => ({
    id: String(row.id),
    at: toIso(row.at),
    actor: row.actor,
    action: row.action,
    ...(row.version !== null ? { version: row.version } : {}),
    ...(row.draft !== null ? { draft: row.draft } : {}),
    ...(row.detail !== null ? { detail: row.detail } : {}),
  }));
  return { entries, ...(more && entries[0] ? { next_before: entries[0].id } : {}) };
}
