// The service-wide security log: security events that concern no channel, so no channel's audit
// trail can show them (a failed sign-in of an e-mail that is no operator's). Append-only; the
// deployer reads it with `npm run operators -- security-log`. Never holds a password or a code.
import type { Clock, Db } from './types';
import { iso, toIso } from './types';

export type SecurityEvent = { event: 'sign-in-failed'; account: string; address: string; detail?: string };
export type SecurityLogEntry = SecurityEvent & { id: string; at: string };

export async function recordSecurityEvent(db: Db, clock: Clock, entry: SecurityEvent): Promise<void> {
  await db
    .insertInto('security_log')
    .values({ at: iso(clock.now()), event: entry.event, account: entry.account.slice(0, 254), address: entry.address.slice(0, 100), detail: entry.detail?.slice(0, 2000) ?? null })
    .execute();
}

/** The newest `limit` entries since `since` (ms), oldest first. */
export async function listSecurityLog(db: Db, options: { since?: number; limit: number }): Promise<SecurityLogEntry[]> {
  let query = db.selectFrom('security_log').selectAll();
  if (options.since !== undefined) query = query.where('at', '>=', new Date(options.since));
  const rows = await query.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.reverse().map((row) => ({
    id: String(row.id),
    at: toIso(row.at),
    event: row.event as SecurityEvent['event'],
    account: row.account,
    address: row.address,
    ...(row.detail !== null ? { detail: row.detail } : {}),
  }));
}
