// The throttle's counts in the database (auth_throttle), so every instance of the service counts
// the same failures: one upsert per key, a count older than `forgetMs` starting again from one.
import { sql } from 'kysely';
import type { ThrottleCount, ThrottleStore } from '../auth/throttle';
import type { Db } from './types';
import { iso } from './types';

export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async read(keys: readonly string[]): Promise<Map<string, ThrottleCount>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db.selectFrom('auth_throttle').selectAll().where('key', 'in', [...keys]).execute();
    return new Map(rows.map((row) => [row.key, { failures: row.failures, lastFailureAt: new Date(row.last_failure_at).getTime() }]));
  }

  async fail(keys: readonly string[], at: number, forgetMs: number): Promise<void> {
    for (const key of keys) {
      await this.db
        .insertInto('auth_throttle')
        .values({ key, failures: 1, last_failure_at: iso(at) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when auth_throttle.last_failure_at < ${iso(at - forgetMs)}::timestamptz then 1 else auth_throttle.failures + 1 end`,
            last_failure_at: iso(at),
          }),
        )
        .execute();
    }
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }
}
