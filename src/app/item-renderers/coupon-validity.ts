import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The coupon validity dates, a part of the coupon page.';

export const definition = defineItemRenderer({
  name: 'coupon-validity',
  load: () => import('@/app/registry/coupon-renderers').then((m) => m.CouponValidityItem),
});
