import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'coupon-action',
  description: 'The coupon use/activate button with its confirmation, a part of the coupon page.',
  load: () => import('@/components/coupon-tile').then((m) => m.CouponAction),
});
