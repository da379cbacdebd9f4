import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'coupon-code',
  description: 'The coupon code (shown to staff), a part of the coupon page.',
  load: () => import('@/components/coupon-tile').then((m) => m.CouponCode),
});
