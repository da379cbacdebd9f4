import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'coupon-validity',
  description: 'The coupon validity dates, a part of the coupon page.',
  load: () => import('@/components/coupon-tile').then((m) => m.CouponValidity),
});
