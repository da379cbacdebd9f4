import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The coupon code (shown to staff), a part of the coupon page.';

export const definition = defineItemRenderer({
  name: 'coupon-code',
  load: () => import('@/app/registry/coupon-renderers').then((m) => m.CouponCodeItem),
});
