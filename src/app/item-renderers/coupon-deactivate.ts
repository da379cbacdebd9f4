import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The deactivate button of an active coupon, a part of the coupon page.';

export const definition = defineItemRenderer({
  name: 'coupon-deactivate',
  load: () => import('@/app/registry/coupon-renderers').then((m) => m.CouponDeactivateItem),
});
