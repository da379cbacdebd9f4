// Coupons: list, detail, activate (deducts points), deactivate (refunds), redeem (marks used).
import { MSG } from '../messages';
import type { DemoStore } from '../store/demo-store';
import type { CouponRecord, MemberRecord, Schemas } from '../store/types';
import { authed, badPage, body, fail, notFound, ok, pageOf, param, slice, type MemberHandlers } from './http';

/** What the member sees: the code only for staff or once activated. */
export function couponView(coupon: CouponRecord, member: MemberRecord): Schemas['Coupon'] {
  const showCode = member.user.is_staff === true || coupon.activated;
  return { ...coupon, code: showCode ? coupon.code : null };
}

/** End of validity in epoch ms (expiration_at wins over valid_until), or null for none. */
export function couponEnd(coupon: CouponRecord): number | null {
  if (coupon.expiration_at != null) return coupon.expiration_at * 1000;
  return coupon.valid_until ? Date.parse(coupon.valid_until) : null;
}

function activationProblem(store: DemoStore, member: MemberRecord, coupon: CouponRecord): Response | null {
  if (!member.user.is_verified) return fail(403, MSG.couponVerified, { code: 'NOT_VERIFIED' });
  if (coupon.used) return fail(400, MSG.couponExpired, { code: 'USED' });
  if (coupon.activated) return fail(409, MSG.couponActivated, { code: 'ALREADY_ACTIVATED' });
  const now = store.now();
  if (coupon.valid_from && Date.parse(coupon.valid_from) > now) return fail(400, MSG.couponNotStarted, { code: 'NOT_STARTED' });
  const end = couponEnd(coupon);
  if (end !== null && end <= now) return fail(400, MSG.couponExpired, { code: 'EXPIRED' });
  if (coupon.points > (store.primaryWallet(member)?.points ?? 0)) return fail(400, MSG.couponPoints, { code: 'NOT_ENOUGH_POINTS' });
  return null;
}

const find = (member: MemberRecord, id: string) => member.coupons.find((c) => c.id === id);

export const couponHandlers = {
  listCoupons: authed(async ({ request, member, store }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    // Like a real backend, the list leaves out used coupons and those whose end has passed.
    const now = store.now();
    const visible = member.coupons.filter((c) => {
      const end = couponEnd(c);
      return !c.used && (end === null || end > now);
    });
    return ok('listCoupons', { coupons: slice(visible, page).map((c) => couponView(c, member)), total: visible.length });
  }),
  getCoupon: authed(({ params, member }) => {
    const coupon = find(member, param(params, 'id'));
    return coupon ? ok('getCoupon', { coupon: couponView(coupon, member) }) : notFound();
  }),
  activateCoupon: authed(({ params, store, member }) => {
    const coupon = find(member, param(params, 'id'));
    if (!coupon) return notFound();
    const problem = activationProblem(store, member, coupon);
    if (problem) return problem;
    if (coupon.points > 0) store.movePoints(member, -coupon.points, 'spend', `Coupon: ${coupon.name}`);
    coupon.activated = true;
    coupon.activated_at = Math.floor(store.now() / 1000);
    return ok('activateCoupon', { coupon: couponView(coupon, member) });
  }),
  deactivateCoupon: authed(({ params, store, member }) => {
    const coupon = find(member, param(params, 'id'));
    if (!coupon) return notFound();
    if (!coupon.activated || coupon.used) return fail(400, MSG.couponNotActivated, { code: 'NOT_ACTIVATED' });
    if (coupon.points > 0) store.movePoints(member, coupon.points, 'refund', `Coupon returned: ${coupon.name}`);
    coupon.activated = false;
    coupon.activated_at = null;
    return ok('deactivateCoupon', { coupon: couponView(coupon, member) });
  }),
  redeemCoupon: authed(async ({ request, params, member }) => {
    await body(request);
    const coupon = find(member, param(params, 'id'));
    if (!coupon) return notFound();
    if (!coupon.activated || coupon.used) return fail(400, MSG.couponNotActivated, { code: 'NOT_ACTIVATED' });
    coupon.used = true;
    return ok('redeemCoupon', { coupon: couponView(coupon, member) });
  }),
} satisfies Partial<MemberHandlers>;
