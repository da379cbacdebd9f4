import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'coupon-deactivate',
  description: 'The deactivate button of an active coupon, a part of the coupon page.',
  load: () => import('@/components/coupon-tile').then((m) => m.CouponDeactivate),
});
