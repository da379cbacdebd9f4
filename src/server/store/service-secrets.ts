// The service's own secrets, shared by every instance through the store: made at first use (the
// first instance's random value wins; the others read it), never shown by any API.
import { randomBytes } from 'node:crypto';
import type { Db } from './types';

export async function serviceSecret(db: Db, name: string): Promise<Buffer> {
  await db.insertInto('service_secrets').values({ name, value: randomBytes(32).toString('base64url') }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('service_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
