import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'coupon-tile',
  description: 'A coupon tile with its use/activate button, for coupon lists.',
  load: () => import('@/components/coupon-tile').then((m) => m.CouponTile),
});
