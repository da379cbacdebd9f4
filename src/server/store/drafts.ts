// Drafts and proposals: one draft per operator and channel, kept on the server. Every save raises
// its `revision`; a proposal pins the revision it was made from, and a save after proposing makes a
// new revision that is a draft again (it must be proposed and reviewed again).
import type { Clock, Config, Db, Draft } from './types';
import { iso, toIso } from './types';
import { newId } from './ids';

type Row = {
  id: string;
  author: string;
  config: unknown;
  base_version: number;
  revision: number;
  status: Draft['status'];
  message: string | null;
  comment: string | null;
  proposed_revision: number | null;
  updated_at: Date | string;
};

export type DraftRecord = Draft & { config: Config; revision: number };

const toDraft = (row: Row): DraftRecord => ({
  id: row.id,
  author: row.author,
  updated_at: toIso(row.updated_at),
  base_version: row.base_version,
  revision: row.revision,
  status: row.status,
  ...(row.message !== null ? { message: row.message } : {}),
  ...(row.comment !== null ? { comment: row.comment } : {}),
  ...(row.proposed_revision !== null ? { proposed_revision: row.proposed_revision } : {}),
  config: row.config as Config,
});

export async function listDrafts(db: Db, channelId: string): Promise<DraftRecord[]> {
  const rows = await db.selectFrom('drafts').selectAll().where('channel_id', '=', channelId).orderBy('updated_at').execute();
  return rows.map(toDraft);
}

export async function getDraft(db: Db, channelId: string, id: string, forUpdate = false): Promise<DraftRecord | null> {
  let query = db.selectFrom('drafts').selectAll().where('channel_id', '=', channelId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toDraft(row) : null;
}

/** Saves the operator's draft of the channel: a new revision, a draft again (a proposal is withdrawn). */
export async function saveDraft(db: Db, clock: Clock, channelId: string, author: string, config: Config, baseVersion: number): Promise<DraftRecord> {
  const existing = await db.selectFrom('drafts').selectAll().where('channel_id', '=', channelId).where('author', '=', author).forUpdate().executeTakeFirst();
  const now = iso(clock.now());
  if (!existing) {
    const row = { id: newId('d'), channel_id: channelId, author, config: JSON.stringify(config), base_version: baseVersion, revision: 1, status: 'draft' as const, message: null, comment: null, proposed_revision: null, updated_at: now };
    await db.insertInto('drafts').values(row).execute();
    return toDraft({ ...row, config });
  }
  const revision = existing.revision + 1;
  await db
    .updateTable('drafts')
    .set({ config: JSON.stringify(config), base_version: baseVersion, revision, status: 'draft', proposed_revision: null, updated_at: now })
    .where('id', '=', existing.id)
    .execute();
  return toDraft({ ...existing, config, base_version: baseVersion, revision, status: 'draft', proposed_revision: null, updated_at: now });
}

/** The draft brought up to date (merged with the versions since its base): a new revision made from `baseVersion`. */
export async function rebaseDraft(db: Db, clock: Clock, draft: DraftRecord, config: Config, baseVersion: number): Promise<DraftRecord> {
  const now = iso(clock.now());
  const revision = draft.revision + 1;
  await db.updateTable('drafts').set({ config: JSON.stringify(config), base_version: baseVersion, revision, updated_at: now }).where('id', '=', draft.id).execute();
  return { ...draft, config, base_version: baseVersion, revision, updated_at: now };
}

export async function proposeDraft(db: Db, clock: Clock, draft: DraftRecord, message: string): Promise<DraftRecord> {
  const now = iso(clock.now());
  await db.updateTable('drafts').set({ status: 'proposed', message, comment: null, proposed_revision: draft.revision, updated_at: now }).where('id', '=', draft.id).execute();
  const { comment: _comment, ...rest } = draft;
  return { ...rest, status: 'proposed', message, proposed_revision: draft.revision, updated_at: now };
}

export async function rejectDraft(db: Db, clock: Clock, draft: DraftRecord, comment: string): Promise<DraftRecord> {
  const now = iso(clock.now());
  await db.updateTable('drafts').set({ status: 'draft', comment, proposed_revision: null, updated_at: now }).where('id', '=', draft.id).execute();
  const { proposed_revision: _p, ...rest } = draft;
  return { ...rest, status: 'draft', comment, updated_at: now };
}

export async function deleteDraft(db: Db, id: string): Promise<void> {
  await db.deleteFrom('drafts').where('id', '=', id).execute();
}
