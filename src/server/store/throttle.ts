// The throttle's counts in the database (auth_throttle), so every instance of the service counts
// the same failures: a count older than `forgetMs` starts again from one. `take` holds the rows of
// its keys locked (select ... for update, in key order so two attempts never deadlock) from the
// read to the added failure, so concurrent attempts on any instance see each other's count.
import { sql } from 'kysely';
import type { ThrottleCount, ThrottleStore } from '../auth/throttle';
import type { Db } from './types';
import { iso } from './types';

const countsOf = (rows: { key: string; failures: number; last_failure_at: Date | string }[]) =>
  new Map(rows.map((row) => [row.key, { failures: row.failures, lastFailureAt: new Date(row.last_failure_at).getTime() }]));

export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async read(keys: readonly string[]): Promise<Map<string, ThrottleCount>> {
    if (keys.length === 0) return new Map();
    return countsOf(await this.db.selectFrom('auth_throttle').selectAll().where('key', 'in', [...keys]).execute());
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

  async take<T>(keys: readonly string[], at: number, forgetMs: number, decide: (counts: Map<string, ThrottleCount>) => { count: boolean; result: T }): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    return this.db.transaction().execute(async (trx) => {
      // Rows to lock exist first (a zero count); inserted in key order like the locks below.
      await trx
        .insertInto('auth_throttle')
        .values(sorted.map((key) => ({ key, failures: 0, last_failure_at: iso(0) })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const rows = await trx.selectFrom('auth_throttle').selectAll().where('key', 'in', sorted).orderBy('key').forUpdate().execute();
      const { count, result } = decide(countsOf(rows));
      if (count) {
        await trx
          .updateTable('auth_throttle')
          .set({
            failures: sql<number>`case when last_failure_at < ${iso(at - forgetMs)}::timestamptz then 1 else failures + 1 end`,
            last_failure_at: iso(at),
          })
          .where('key', 'in', sorted)
          .execute();
      }
      return result;
    });
  }

  // One statement per key: a statement locking two rows could deadlock with a `take`.
  async giveBack(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.db
        .updateTable('auth_throttle')
        .set({ failures: sql<number>`greatest(failures - 1, 0)` })
        .where('key', '=', key)
        .execute();
    }
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }
}
