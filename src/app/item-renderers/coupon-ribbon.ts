import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The coupon ribbon (status, countdown), a part of the coupon page.';

export const definition = defineItemRenderer({
  name: 'coupon-ribbon',
  load: () => import('@/app/registry/coupon-renderers').then((m) => m.CouponRibbonItem),
});
