import { putMemberEntry, readMemberEntry } from '@/lib/offline/member-entries';
import { isExpired, type Coupon } from '@/lib/rules/coupon';

/** The till's activated coupons, kept beside the card in the member cache (docs/offline.md). */
export const TILL_SNAPSHOT_KEY = '__offline/till-coupons';

/** What is kept of an activated coupon: what the till shows, nothing else of the member. */
const KEPT = ['id', 'name', 'activated', 'points', 'valid_from', 'valid_until', 'expiration_at', 'ribbon', 'code'] as const;
export type TillCoupon = Pick<Coupon, (typeof KEPT)[number]>;
export type TillSnapshot = { synced_at: number; coupons: TillCoupon[] };

/** The snapshot of a complete coupon list: only the activated, running coupons (a code is kept only while activated). */
export function tillSnapshot(coupons: readonly Coupon[], syncedAt: number): TillSnapshot {
  const kept = coupons
    .filter((coupon) => coupon.activated && !isExpired(coupon, syncedAt))
    .map((coupon) => Object.fromEntries(KEPT.filter((key) => key in coupon).map((key) => [key, coupon[key]])) as TillCoupon);
  return { synced_at: syncedAt, coupons: kept };
}

function isTillCoupon(value: unknown): value is TillCoupon {
  const coupon = value as Partial<TillCoupon> | null;
  return Boolean(coupon) && typeof coupon?.id === 'string' && typeof coupon.name === 'string' && coupon.activated === true && typeof coupon.points === 'number';
}

export async function keepTillSnapshot(snapshot: TillSnapshot): Promise<void> {
  await putMemberEntry(TILL_SNAPSHOT_KEY, snapshot);
}

/** The last snapshot kept for the signed-in member, or null (none, another member's, or malformed). */
export async function lastTillSnapshot(): Promise<TillSnapshot | null> {
  const body = (await readMemberEntry(TILL_SNAPSHOT_KEY)) as Partial<TillSnapshot> | null;
  if (!body || typeof body.synced_at !== 'number' || !Array.isArray(body.coupons)) return null;
  return { synced_at: body.synced_at, coupons: body.coupons.filter(isTillCoupon) };
}
