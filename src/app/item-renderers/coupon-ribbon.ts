import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'coupon-ribbon',
  description: 'The coupon ribbon (status, countdown), a part of the coupon page.',
  load: () => import('@/components/coupon-tile').then((m) => m.CouponRibbon),
});
