import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@/lib/api/operations/get-user';
import type { CouponMember, User } from '@/lib/rules/coupon';
import { useSession } from '@/lib/session';

/** The member narrowed to what a coupon's state depends on (the query's `select`). */
const couponMember = (user: User): CouponMember => ({ is_verified: user.is_verified, wallets: user.wallets });

/**
 * The member as a coupon view needs them (undefined while not signed in or not loaded): the view
 * re-renders when verification or a wallet changes, not on other fields of a user answer (the
 * selected value is structurally shared). Apart from get-user.ts, which is on the boot path: a
 * hook there would be in the boot chunk for every visitor.
 */
export function useCouponMember() {
  const { logged } = useSession();
  return useQuery({ ...userQuery(), enabled: logged, select: couponMember }).data;
}
