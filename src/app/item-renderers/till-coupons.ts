import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'till-coupons',
  description: "The member's activated coupons with their codes and countdowns, and points; offline, from the last sync.",
  load: () => import('@/components/till/till-coupons').then((m) => m.TillCoupons),
});
