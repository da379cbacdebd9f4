// Rewards (catalogue, detail, select), perks and promo codes.
import { MSG } from '../messages';
import { demoTexts } from '../store/demo-texts';
import type { Schemas } from '../store/types';
import { couponView } from './coupons';
import { authed, badPage, body, fail, notFound, ok, pageOf, param, slice, str, type MemberHandlers } from './http';

const fulfilments = ['pickup', 'delivery', 'donation'] as const;

export const rewardHandlers = {
  listRewards: authed(async ({ request, store }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    const rewards = [...store.catalogue.rewards].sort((a, b) => Number(b.popular ?? false) - Number(a.popular ?? false));
    return ok('listRewards', { rewards: slice(rewards, page), total: rewards.length });
  }),
  getReward: authed(({ params, store }) => {
    const reward = store.catalogue.rewards.find((r) => r.id === param(params, 'id'));
    return reward ? ok('getReward', { reward }) : notFound();
  }),
  selectReward: authed(async ({ request, params, store, member }) => {
    const reward = store.catalogue.rewards.find((r) => r.id === param(params, 'id'));
    if (!reward) return notFound();
    if (!member.user.is_verified) return fail(403, MSG.rewardVerified, { code: 'NOT_VERIFIED' });
    const p = await body(request);
    const fulfilment = fulfilments.find((x) => x === p.fulfilment && reward.fulfilment.includes(x));
    const quantity = typeof p.quantity === 'number' && Number.isInteger(p.quantity) && p.quantity > 0 ? p.quantity : 1;
    const store_id = str(p.pickup_store_id);
    const address_id = str(p.delivery_address_id);
    const fields: Record<string, string> = {};
    if (!fulfilment) fields.fulfilment = 'fulfilment is a required field';
    if (fulfilment === 'pickup' && !reward.pickup_stores?.some((s) => s.id === store_id)) fields.pickup_store_id = 'pickup_store_id is a required field';
    if (fulfilment === 'delivery' && !member.addresses.some((a) => a.id === address_id)) fields.delivery_address_id = 'delivery_address_id is a required field';
    if (!fulfilment || Object.keys(fields).length > 0) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields });
    if (reward.stock != null && reward.stock < quantity) return fail(400, MSG.outOfStock, { code: 'OUT_OF_STOCK' });
    const cost = reward.points * quantity;
    if (cost > (store.primaryWallet(member)?.points ?? 0)) return fail(400, MSG.rewardPoints, { code: 'NOT_ENOUGH_POINTS' });
    const points_left = store.movePoints(member, -cost, 'spend', `Reward: ${reward.name}`);
    if (reward.stock != null) reward.stock -= quantity;
    const order: Schemas['RewardOrder'] = {
      id: store.nextId('order'),
      reward_id: reward.id,
      fulfilment,
      pickup_store_id: fulfilment === 'pickup' ? store_id : null,
      delivery_address_id: fulfilment === 'delivery' ? address_id : null,
      quantity,
      points: cost,
      status: fulfilment === 'donation' ? 'donated' : 'placed',
      created_at: store.nowIso(),
    };
    member.orders.push(order);
    return ok('selectReward', { order, points_left });
  }),
  listPerks: authed(async ({ request, store }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    return ok('listPerks', { perks: slice(store.catalogue.perks, page), total: store.catalogue.perks.length });
  }),
  redeemPromoCode: authed(async ({ request, store, member }) => {
    const code = str((await body(request)).code).toUpperCase();
    if (!code) return fail(400, MSG.mandatory, { code: 'MANDATORY' });
    const promo = store.catalogue.promoCodes[code];
    if (!promo) return fail(400, MSG.invalidCode, { code: 'INVALID_CODE' });
    if (member.usedPromoCodes.includes(code)) return fail(409, MSG.codeUsed, { code: 'CODE_ALREADY_USED' });
    member.usedPromoCodes.push(code);
    if (promo.points > 0) store.movePoints(member, promo.points, 'earn', demoTexts(store.preset.seed.locale).history.promo(code));
    let coupon: Schemas['Coupon'] | null = null;
    if (promo.coupon) {
      const copy = { ...structuredClone(promo.coupon), id: store.nextId('c-promo') };
      member.coupons.unshift(copy);
      coupon = couponView(copy, member);
    }
    return ok('redeemPromoCode', { code, points: promo.points, coupon });
  }),
} satisfies Partial<MemberHandlers>;
